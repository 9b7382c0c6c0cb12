//! The meaning of every scalar operation, on tagged [`Scalar`]s.
//!
//! These definitions are the reference: integer arithmetic wraps (`wrapping_add`, ...),
//! shifts take the amount modulo the bit width (`wrapping_shl`), integer division and
//! remainder by zero are errors (and `MIN / -1` wraps), float `min`/`max` ignore a NaN
//! operand, casts follow Rust's `as`.

use crate::elt::Scalar;
use crate::error::Error;
use crate::ir::{BinOp, UnOp};

/// Applies a unary operation. Operand types were checked when the program was built.
pub fn unary(op: UnOp, x: Scalar) -> Result<Scalar, Error> {
    use Scalar::*;
    macro_rules! int {
        ($v:expr, $c:ident) => {
            match op {
                UnOp::Neg => $c($v.wrapping_neg()),
                UnOp::Not => $c(!$v),
                UnOp::Abs => $c(wrapping_abs!($v)),
                _ => return Err(bad_unary(op, x)),
            }
        };
    }
    macro_rules! wrapping_abs {
        ($v:expr) => {{
            #[allow(unused_comparisons)]
            let negative = $v < 0;
            if negative { $v.wrapping_neg() } else { $v }
        }};
    }
    macro_rules! float {
        ($v:expr, $c:ident) => {
            $c(match op {
                UnOp::Neg => -$v,
                UnOp::Abs => $v.abs(),
                UnOp::Sqrt => $v.sqrt(),
                UnOp::Exp => $v.exp(),
                UnOp::Ln => $v.ln(),
                UnOp::Sin => $v.sin(),
                UnOp::Cos => $v.cos(),
                UnOp::Tan => $v.tan(),
                UnOp::Floor => $v.floor(),
                UnOp::Ceil => $v.ceil(),
                UnOp::Round => $v.round(),
                UnOp::Not => return Err(bad_unary(op, x)),
            })
        };
    }
    Ok(match x {
        Bool(b) if op == UnOp::Not => Bool(!b),
        Bool(_) => return Err(bad_unary(op, x)),
        I8(v) => int!(v, I8),
        I16(v) => int!(v, I16),
        I32(v) => int!(v, I32),
        I64(v) => int!(v, I64),
        U8(v) => int!(v, U8),
        U16(v) => int!(v, U16),
        U32(v) => int!(v, U32),
        U64(v) => int!(v, U64),
        F32(v) => float!(v, F32),
        F64(v) => float!(v, F64),
    })
}

fn bad_unary(op: UnOp, x: Scalar) -> Error {
    Error::internal(format!("`{}` applied to a {}", op.name(), x.ty()))
}

fn bad_binary(op: BinOp, a: Scalar, b: Scalar) -> Error {
    Error::internal(format!("`{}` applied to {} and {}", op.name(), a.ty(), b.ty()))
}

/// IEEE 754-2019 `minimumNumber` and `maximumNumber`: the smaller (larger) of two floats,
/// the other where one is NaN, and `-0.0` below `+0.0` (Rust's `f32::min` leaves the sign of
/// equal zeros unspecified, and compiled code would then give either: this fixes it).
trait MinMaxNumber: Sized {
    fn min_number(self, other: Self) -> Self;
    fn max_number(self, other: Self) -> Self;
}

macro_rules! impl_min_max_number {
    ($($t:ty),*) => {$(
        // equal values have equal bits but for the zeros, whose sign bits OR (AND) into the
        // zero wanted
        impl MinMaxNumber for $t {
            fn min_number(self, other: Self) -> Self {
                if self == other { <$t>::from_bits(self.to_bits() | other.to_bits()) } else { self.min(other) }
            }
            fn max_number(self, other: Self) -> Self {
                if self == other { <$t>::from_bits(self.to_bits() & other.to_bits()) } else { self.max(other) }
            }
        }
    )*};
}
impl_min_max_number!(f32, f64);

/// Applies a binary operation; both operands have the same type.
pub fn binary(op: BinOp, a: Scalar, b: Scalar) -> Result<Scalar, Error> {
    use Scalar::*;
    if op.is_comparison() {
        return compare(op, a, b);
    }
    macro_rules! int {
        ($x:expr, $y:expr, $c:ident) => {
            $c(match op {
                BinOp::Add => $x.wrapping_add($y),
                BinOp::Sub => $x.wrapping_sub($y),
                BinOp::Mul => $x.wrapping_mul($y),
                BinOp::Div | BinOp::Rem if $y == 0 => {
                    let (operation, symbol) =
                        if op == BinOp::Div { ("division", "/") } else { ("remainder", "%") };
                    return Err(Error::DivisionByZero { operation, symbol, dividend: $x.to_string() });
                }
                BinOp::Div => $x.wrapping_div($y),
                BinOp::Rem => $x.wrapping_rem($y),
                BinOp::Min => $x.min($y),
                BinOp::Max => $x.max($y),
                BinOp::And => $x & $y,
                BinOp::Or => $x | $y,
                BinOp::Xor => $x ^ $y,
                BinOp::Shl => $x.wrapping_shl($y as u32),
                BinOp::Shr => $x.wrapping_shr($y as u32),
                _ => return Err(bad_binary(op, a, b)),
            })
        };
    }
    macro_rules! float {
        ($x:expr, $y:expr, $c:ident) => {
            $c(match op {
                BinOp::Add => $x + $y,
                BinOp::Sub => $x - $y,
                BinOp::Mul => $x * $y,
                BinOp::Div => $x / $y,
                BinOp::Rem => $x % $y,
                BinOp::Min => $x.min_number($y),
                BinOp::Max => $x.max_number($y),
                BinOp::Pow => $x.powf($y),
                BinOp::Atan2 => $x.atan2($y),
                _ => return Err(bad_binary(op, a, b)),
            })
        };
    }
    Ok(match (a, b) {
        (Bool(x), Bool(y)) => Bool(match op {
            BinOp::And => x & y,
            BinOp::Or => x | y,
            BinOp::Xor => x ^ y,
            _ => return Err(bad_binary(op, a, b)),
        }),
        (I8(x), I8(y)) => int!(x, y, I8),
        (I16(x), I16(y)) => int!(x, y, I16),
        (I32(x), I32(y)) => int!(x, y, I32),
        (I64(x), I64(y)) => int!(x, y, I64),
        (U8(x), U8(y)) => int!(x, y, U8),
        (U16(x), U16(y)) => int!(x, y, U16),
        (U32(x), U32(y)) => int!(x, y, U32),
        (U64(x), U64(y)) => int!(x, y, U64),
        (F32(x), F32(y)) => float!(x, y, F32),
        (F64(x), F64(y)) => float!(x, y, F64),
        _ => return Err(bad_binary(op, a, b)),
    })
}

fn compare(op: BinOp, a: Scalar, b: Scalar) -> Result<Scalar, Error> {
    use Scalar::*;
    macro_rules! cmp {
        ($x:expr, $y:expr) => {
            match op {
                BinOp::Eq => $x == $y,
                BinOp::Ne => $x != $y,
                BinOp::Lt => $x < $y,
                BinOp::Le => $x <= $y,
                BinOp::Gt => $x > $y,
                BinOp::Ge => $x >= $y,
                _ => unreachable!("called for comparisons only"),
            }
        };
    }
    Ok(Bool(match (a, b) {
        (Bool(x), Bool(y)) => cmp!(x, y),
        (I8(x), I8(y)) => cmp!(x, y),
        (I16(x), I16(y)) => cmp!(x, y),
        (I32(x), I32(y)) => cmp!(x, y),
        (I64(x), I64(y)) => cmp!(x, y),
        (U8(x), U8(y)) => cmp!(x, y),
        (U16(x), U16(y)) => cmp!(x, y),
        (U32(x), U32(y)) => cmp!(x, y),
        (U64(x), U64(y)) => cmp!(x, y),
        (F32(x), F32(y)) => cmp!(x, y),
        (F64(x), F64(y)) => cmp!(x, y),
        _ => return Err(bad_binary(op, a, b)),
    }))
}

/// `a * b + c` with one rounding.
pub fn fma(a: Scalar, b: Scalar, c: Scalar) -> Result<Scalar, Error> {
    match (a, b, c) {
        (Scalar::F32(x), Scalar::F32(y), Scalar::F32(z)) => Ok(Scalar::F32(x.mul_add(y, z))),
        (Scalar::F64(x), Scalar::F64(y), Scalar::F64(z)) => Ok(Scalar::F64(x.mul_add(y, z))),
        _ => Err(Error::internal(format!("fma applied to {}, {} and {}", a.ty(), b.ty(), c.ty()))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn integers_wrap_and_shifts_are_modular() {
        assert_eq!(binary(BinOp::Add, Scalar::I8(127), Scalar::I8(1)).unwrap(), Scalar::I8(-128));
        assert_eq!(binary(BinOp::Mul, Scalar::U8(16), Scalar::U8(17)).unwrap(), Scalar::U8(16));
        assert_eq!(
            binary(BinOp::Div, Scalar::I32(i32::MIN), Scalar::I32(-1)).unwrap(),
            Scalar::I32(i32::MIN)
        );
        assert_eq!(binary(BinOp::Shl, Scalar::U32(1), Scalar::U32(33)).unwrap(), Scalar::U32(2));
        assert_eq!(binary(BinOp::Shr, Scalar::I16(-8), Scalar::I16(1)).unwrap(), Scalar::I16(-4));
        assert_eq!(unary(UnOp::Abs, Scalar::I64(i64::MIN)).unwrap(), Scalar::I64(i64::MIN));
        assert_eq!(unary(UnOp::Neg, Scalar::U16(1)).unwrap(), Scalar::U16(u16::MAX));
    }

    #[test]
    fn division_by_zero_is_an_error_on_integers_only() {
        let err = binary(BinOp::Rem, Scalar::I32(7), Scalar::I32(0)).unwrap_err();
        assert_eq!(err.to_string(), "integer remainder by zero: 7 % 0");
        let inf = binary(BinOp::Div, Scalar::F32(1.0), Scalar::F32(0.0)).unwrap();
        assert_eq!(inf, Scalar::F32(f32::INFINITY));
    }

    #[test]
    fn float_min_max_ignore_nan() {
        assert_eq!(binary(BinOp::Min, Scalar::F64(f64::NAN), Scalar::F64(2.0)).unwrap(), Scalar::F64(2.0));
        assert_eq!(binary(BinOp::Max, Scalar::F32(1.0), Scalar::F32(f32::NAN)).unwrap(), Scalar::F32(1.0));
        // -0 below +0, in either order
        let bits = |op, a: f64, b: f64| match binary(op, Scalar::F64(a), Scalar::F64(b)).unwrap() {
            Scalar::F64(r) => r.to_bits(),
            r => panic!("{r:?}"),
        };
        for (a, b) in [(0.0, -0.0), (-0.0, 0.0)] {
            assert_eq!(bits(BinOp::Min, a, b), (-0.0f64).to_bits());
            assert_eq!(bits(BinOp::Max, a, b), 0.0f64.to_bits());
        }
        assert_eq!(bits(BinOp::Min, -0.0, -0.0), (-0.0f64).to_bits());
        assert_eq!(bits(BinOp::Max, 0.0, 0.0), 0.0f64.to_bits());
        assert!(f64::from_bits(bits(BinOp::Min, f64::NAN, f64::NAN)).is_nan());
    }
}
