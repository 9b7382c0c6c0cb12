//! Programs whose one kernel holds many scalar operations, in the shapes that stress a
//! compiler's time: shared by the test of large programs (`tests/deep_programs.rs`) and the
//! compile-time bench (`benches/compile_time.rs`).
//!
//! | shape | the element function of a vector `xs` of `i32` | operations a level |
//! | --- | --- | --- |
//! | `selects` | `e = select(x > k, e + 1, e - 1)` for `k` in `0..levels`, from `e = x` | 4 |
//! | `maps` | `levels` chained `map(|x| x * 3 + 1)`, fused into one kernel | 2 |
//! | `tree` | the sum, as a balanced tree, of `x * (2 i + 3)` for `i` in `0..levels` | 2 |
//! | `dag` | `(a, b) = (b, (b * 3) ^ (a + b))` from `(x, x + 1)`: each value read twice | 3 |
//! | `sines` | `e = sin(e) * 0.5 + 0.25` from `e = x / 1000` in `f32`, then `e * 1000` as `i32` | 3 |
//! | `stencil` | a 1-D stencil of `levels` taps (clamped), the sum of `t[k] * (k mod 7 + 1)` | 2 |
//! | `stencil-tree` | the same taps as `f32`, weighted and summed as a balanced tree, then `i32` | 3 |
//! | `stencil-mixed` | the same taps, the sum of `t[k] * w` for even `k` and `t[k] ^ w` for odd (no loop: unrolled, on the GPU its taps read from a padded copy) | 2 |
//!
//! `stencil-tree` is a loop that replays its tree of sums from a table
//! (`systole_skeletons::effort::TapLoop::tree`). Unrolled, in the order it was traced, its
//! code computed every weighted tap before the first sum, and ptxas took 10 s at 10^4
//! operations and more than four minutes at 10^5 on the H100's host; lowered depth first
//! (`systole_skeletons::lower`) it took 17 s there.
//! | `kernels` | `levels` chained `map(|x| x * 3 + 1).scan(+)`: a kernel a level (`--ops 400`: 200) | 2 |
//!
//! `levels` is chosen so that the kernel holds about the number of operations asked for
//! (constants and parameters not counted); the bench prints the count fusion produced.

#![allow(dead_code)] // each including crate uses a part

use systole::prelude::*;

/// A shape of large program.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    /// Nested `select`s, each reading the previous one on both sides.
    Selects,
    /// Chained `map`s of arithmetic.
    Maps,
    /// A wide balanced tree of additions.
    Tree,
    /// A chain of `let`s, each value read by the next two.
    Dag,
    /// Chained maps of a math function (`sin`, from libdevice on the GPU).
    Sines,
    /// A wide stencil: a weighted sum of many taps (a loop over its taps, compiled).
    Stencil,
    /// A wide stencil whose float sum is a balanced tree: a loop that replays the tree.
    StencilTree,
    /// A wide stencil whose terms are of two kinds: no loop over its taps, unrolled.
    StencilMixed,
    /// Many small kernels: chained scans, each of a map.
    Kernels,
}

impl Shape {
    /// Every shape.
    pub const ALL: [Shape; 9] = [
        Shape::Selects,
        Shape::Maps,
        Shape::Tree,
        Shape::Dag,
        Shape::Sines,
        Shape::Stencil,
        Shape::StencilTree,
        Shape::StencilMixed,
        Shape::Kernels,
    ];

    /// The shape's name, as the bench takes it.
    pub fn name(self) -> &'static str {
        match self {
            Shape::Selects => "selects",
            Shape::Maps => "maps",
            Shape::Tree => "tree",
            Shape::Dag => "dag",
            Shape::Sines => "sines",
            Shape::Stencil => "stencil",
            Shape::StencilTree => "stencil-tree",
            Shape::StencilMixed => "stencil-mixed",
            Shape::Kernels => "kernels",
        }
    }

    /// The shape named `name`.
    pub fn parse(name: &str) -> Option<Shape> {
        Shape::ALL.into_iter().find(|s| s.name() == name)
    }

    /// The number of levels that gives about `ops` operations.
    pub fn levels(self, ops: usize) -> usize {
        let per_level = match self {
            Shape::Selects => 4,
            Shape::Maps | Shape::Tree | Shape::Stencil | Shape::StencilMixed | Shape::Kernels => 2,
            Shape::Dag | Shape::Sines | Shape::StencilTree => 3,
        };
        (ops / per_level).max(1)
    }

    /// The program over `xs` with about `ops` scalar operations.
    pub fn program(self, xs: Acc<Vector<i32>>, ops: usize) -> Acc<Vector<i32>> {
        let levels = self.levels(ops);
        match self {
            Shape::Selects => xs.map(move |x| {
                let mut e = x;
                for k in 0..levels as i32 {
                    e = select(x.gt(k), e + 1, e - 1);
                }
                e
            }),
            Shape::Maps => (0..levels).fold(xs, |xs, _| xs.map(|x| x * 3 + 1)),
            Shape::Tree => xs.map(move |x| {
                let mut layer: Vec<Exp<i32>> = (0..levels as i32).map(|i| x * (2 * i + 3)).collect();
                while layer.len() > 1 {
                    layer = layer.chunks(2).map(|p| if p.len() == 2 { p[0] + p[1] } else { p[0] }).collect();
                }
                layer[0]
            }),
            Shape::Dag => xs.map(move |x| {
                let (mut a, mut b) = (x, x + 1);
                for _ in 0..levels {
                    (a, b) = (b, (b * 3) ^ (a + b));
                }
                b
            }),
            Shape::Sines => xs.map(move |x| {
                let e = (0..levels).fold(x.cast::<f32>() / 1000.0, |e, _| e.sin() * 0.5 + 0.25);
                (e * 1000.0).cast::<i32>()
            }),
            Shape::Stencil => {
                let radius = Self::radius(levels);
                xs.stencil(&Stencil::new((-radius..=radius).map(|k| [k])), Boundary::Clamp, move |t| {
                    (-radius..=radius).fold(constant(0), |s, k| s + t[[k]] * Self::weight(k))
                })
            }
            Shape::StencilTree => {
                let radius = Self::radius(levels);
                xs.stencil(&Stencil::new((-radius..=radius).map(|k| [k])), Boundary::Clamp, move |t| {
                    let terms = (-radius..=radius).map(|k| t[[k]].cast::<f32>() * Self::weight(k) as f32);
                    pairwise(terms.collect(), |a, b| a + b).cast::<i32>()
                })
            }
            Shape::StencilMixed => {
                let radius = Self::radius(levels);
                xs.stencil(&Stencil::new((-radius..=radius).map(|k| [k])), Boundary::Clamp, move |t| {
                    (-radius..=radius).fold(constant(0), |s, k| {
                        let x = t[[k]];
                        s + if k % 2 == 0 { x * Self::weight(k) } else { x ^ Self::weight(k) }
                    })
                })
            }
            Shape::Kernels => (0..levels).fold(xs, |xs, _| xs.map(|x| x * 3 + 1).scan(|a, b| a + b)),
        }
    }

    /// The radius of the stencil of about `levels` taps.
    fn radius(levels: usize) -> i64 {
        (levels as i64 - 1) / 2
    }

    /// The stencil's weight of the tap at offset `k`.
    fn weight(k: i64) -> i32 {
        k.rem_euclid(7) as i32 + 1
    }

    /// What [`Shape::program`] computes from `xs`, in plain Rust.
    pub fn reference(self, xs: &[i32], ops: usize) -> Vec<i32> {
        if matches!(self, Shape::Stencil | Shape::StencilMixed) {
            // the mixed stencil's odd taps are xor-ed with their weight, not multiplied
            let mixed = self == Shape::StencilMixed;
            let radius = Self::radius(self.levels(ops));
            let last = xs.len() as i64 - 1;
            return (0..=last)
                .map(|i| {
                    (-radius..=radius).fold(0i32, |s, k| {
                        let x = xs[(i + k).clamp(0, last) as usize];
                        s.wrapping_add(match mixed && k % 2 != 0 {
                            true => x ^ Self::weight(k),
                            false => x.wrapping_mul(Self::weight(k)),
                        })
                    })
                })
                .collect();
        }
        if self == Shape::StencilTree {
            let radius = Self::radius(self.levels(ops));
            let last = xs.len() as i64 - 1;
            return (0..=last)
                .map(|i| {
                    let terms = (-radius..=radius)
                        .map(|k| xs[(i + k).clamp(0, last) as usize] as f32 * Self::weight(k) as f32);
                    pairwise(terms.collect(), |a, b| a + b) as i32
                })
                .collect();
        }
        if self == Shape::Kernels {
            return (0..self.levels(ops)).fold(xs.to_vec(), |xs, _| {
                xs.iter()
                    .scan(0i32, |sum, &x| {
                        *sum = sum.wrapping_add(x.wrapping_mul(3).wrapping_add(1));
                        Some(*sum)
                    })
                    .collect()
            });
        }
        xs.iter().map(|&x| self.element(x, ops)).collect()
    }

    /// What [`Shape::program`] computes from one element `x`, for the shapes that are maps.
    fn element(self, x: i32, ops: usize) -> i32 {
        let levels = self.levels(ops);
        match self {
            Shape::Selects => (0..levels as i32).fold(x, |e, k| if x > k { e + 1 } else { e - 1 }),
            Shape::Maps => (0..levels).fold(x, |x, _| x.wrapping_mul(3).wrapping_add(1)),
            Shape::Tree => (0..levels as i32).fold(0i32, |s, i| s.wrapping_add(x.wrapping_mul(2 * i + 3))),
            Shape::Dag => {
                let (mut a, mut b) = (x, x.wrapping_add(1));
                for _ in 0..levels {
                    (a, b) = (b, b.wrapping_mul(3) ^ a.wrapping_add(b));
                }
                b
            }
            Shape::Sines => {
                let e = (0..levels).fold(x as f32 / 1000.0, |e, _| e.sin() * 0.5 + 0.25);
                (e * 1000.0) as i32
            }
            Shape::Stencil | Shape::StencilTree | Shape::StencilMixed | Shape::Kernels => {
                unreachable!("a stencil or a chain of scans is no map")
            }
        }
    }
}

/// `values` combined as a balanced tree: pairs of neighbours, layer by layer (the last of an
/// odd layer carried up).
fn pairwise<T: Clone>(mut layer: Vec<T>, f: impl Fn(T, T) -> T) -> T {
    while layer.len() > 1 {
        layer = layer
            .chunks(2)
            .map(|p| if p.len() == 2 { f(p[0].clone(), p[1].clone()) } else { p[0].clone() })
            .collect();
    }
    layer.remove(0)
}

/// Stencils whose functions combine thousands of taps, each through one expression, more than
/// `HUGE_KERNEL` operations unrolled, which the compiled backends compute as a loop over a
/// table of their taps (`systole_skeletons::effort::TapLoop`), each under every
/// boundary rule, on arrays smaller than the stencil (so that taps reach past both edges):
///
/// - `f32`, 45 x 45 taps: a fold from `0.0` adding and subtracting weighted taps in order,
///   then a map (the loop must give the interpreter's bits);
/// - `i32`, 2,001 taps of a delayed input (a `map` fused into the stencil): a balanced tree
///   of `max` of weighted taps, which a loop may take in any order;
/// - `u8` cells widened to `u16`, 47 x 47 taps: a wrapping sum of `x + c` with `c` from 0 to
///   2 (a table of constants; the function has `x` where `c` is 0);
/// - `f32`, 3,001 taps: a sum from `0.0` of squared distances `(x - c) * (x - c)`, the
///   difference computed once (a term that reads a node twice);
/// - `f32`, 2,001 taps: the minimum of `(|x| + 1) / c` with `c` `+0.0` but for one `-0.0` (a
///   table, not one constant: the result is `-inf`);
/// - `f32`, 45 x 45 taps: a pairwise sum (a balanced tree) of weighted taps, some negated,
///   which the loop replays group by group (another grouping would round otherwise);
/// - `f64`, 2,001 taps of `f32` cells: a product of `1 + x·c` from 1.5, grouped in threes
///   and the groups in order (a tree again, with the value it starts from).
pub fn wide_sums() -> Vec<(String, systole::ir::Program)> {
    let m = use_array(&Array::from_fn([13, 17], |[i, j]| ((i * 17 + j) * 7919 % 1000) as f32 / 100.0 - 4.0));
    let v = use_array(&Array::from_fn([29], |[i]| (i as i32 * 7919) % 211 - 100));
    let bytes = use_array(&Array::from_fn([11, 23], |[i, j]| ((i * 23 + j) * 7919 % 256) as u8));
    let w = use_array(&Array::from_fn([37], |[i]| (i * 7919 % 1000) as f32 / 250.0));
    let boundaries = [Boundary::Clamp, Boundary::Mirror, Boundary::Wrap, Boundary::Constant(1.5)];
    let mut out = Vec::new();
    for b in boundaries {
        let square = Stencil::new((-22..=22i64).flat_map(|i| (-22..=22i64).map(move |j| [i, j])));
        let f32s = m
            .stencil(&square, b, |t| {
                t.iter().fold(constant(0.0f32), |s, ([i, j], x)| {
                    let w = 1.0 + ((i * 45 + j).rem_euclid(13)) as f32 / 8.0;
                    if (i + j) % 3 == 0 { s - x * w } else { s + x * w }
                })
            })
            .map(|s| s * 0.5 + 1.0);
        let ib = same_rule(b, -3);
        let line = Stencil::new((-1000..=1000i64).map(|k| [k]));
        let i32s = v.map(|x| x * 3 - 7).stencil(&line, ib, |t| {
            let mut layer: Vec<Exp<i32>> = t
                .iter()
                .map(|([k], x)| x * (if k % 2 == 0 { 1 } else { -1 } * (k.rem_euclid(11) as i32 + 2)))
                .collect();
            while layer.len() > 1 {
                layer = layer.chunks(2).map(|p| if p.len() == 2 { p[0].max(p[1]) } else { p[0] }).collect();
            }
            layer[0]
        });
        let bb = same_rule(b, 200u8);
        let box47 = Stencil::new((-23..=23i64).flat_map(|i| (-23..=23i64).map(move |j| [i, j])));
        let u16s = bytes.stencil(&box47, bb, |t| {
            t.iter().fold(constant(0u16), |s, ([i, j], x)| {
                s + (x.cast::<u16>() + ((i * 47 + j).rem_euclid(3)) as u16)
            })
        });
        let squares = w.stencil(&Stencil::new((-1500..=1500i64).map(|k| [k])), b, |t| {
            t.iter().fold(constant(0.0f32), |s, ([k], x)| {
                let d = x - (k.rem_euclid(9) as f32) * 0.25;
                s + d * d
            })
        });
        let zeros = w.stencil(&Stencil::new((-1000..=1000i64).map(|k| [k])), b, |t| {
            let zero = |k: i64| if k == 3 { -0.0f32 } else { 0.0 };
            t.iter().map(|([k], x)| (x.abs() + 1.0) / zero(k)).reduce(|a, b| a.min(b)).unwrap()
        });
        let pairs = m.stencil(&square, b, |t| {
            let terms = t.iter().map(|([i, j], x)| {
                let w = x * (1.0 + ((i * 45 + j).rem_euclid(11)) as f32 / 4.0);
                if (i * j) % 5 == 1 { -w } else { w }
            });
            pairwise(terms.collect(), |a, b| a + b)
        });
        let products = w.stencil(&Stencil::new((-1000..=1000i64).map(|k| [k])), b, |t| {
            let terms: Vec<Exp<f64>> =
                t.iter().map(|([k], x)| x.cast::<f64>() * (k.rem_euclid(5) as f64 * 1e-3) + 1.0).collect();
            let groups = terms.chunks(3).map(|g| g.iter().copied().reduce(|a, b| a * b).unwrap());
            groups.fold(constant(1.5f64), |p, g| p * g)
        });
        let program = (f32s, i32s, u16s, squares, zeros, pairs, products);
        out.push((format!("{b:?}"), systole::trace(&program).expect("the program traces")));
    }
    out
}

/// The stencil kernels of `program`'s fused plan for which `taken` does not hold, each as
/// its number of taps and element type (`["no stencil"]` where the plan has none).
pub fn stencils_not_taken(
    program: &systole::ir::Program,
    taken: impl Fn(&systole_skeletons::Signature) -> bool,
) -> Vec<String> {
    use systole::fusion::Kernel;
    use systole::ir::Consumer;
    let plan = systole::fusion::plan(program).expect("a plan");
    let stencils: Vec<&Kernel> = (plan.kernels().into_iter())
        .filter(|k| matches!(k, Kernel::Consumer(Consumer::Stencil { .. })))
        .collect();
    if stencils.is_empty() {
        return vec!["no stencil".into()];
    }
    (stencils.into_iter())
        .filter(|k| !taken(&systole_skeletons::Signature::of(k, |v| plan.array_type(v).clone())))
        .map(|k| match k {
            Kernel::Consumer(Consumer::Stencil { f, inputs, .. }) => {
                format!("a stencil of {} taps to {}", inputs[0].offsets.len(), f.result_type())
            }
            _ => unreachable!(),
        })
        .collect()
}

/// Runs every program of `programs` on `backend` (named `who` in a failure): every stencil of
/// each is `taken` (said to be `what` where one is not), and the results are the
/// interpreter's bit for bit.
fn all_compute_what_the_interpreter_computes(
    programs: Vec<(String, systole::ir::Program)>,
    (taken, what): (fn(&systole_skeletons::Signature) -> bool, &str),
    backend: &impl Backend,
    who: &str,
) {
    for (name, program) in programs {
        let not = stencils_not_taken(&program, taken);
        assert!(not.is_empty(), "{name}: not {what}: {not:?}");
        let want = Interpreter.prepare(&program).unwrap().execute(&[]).unwrap();
        let got = backend.prepare(&program).unwrap().execute(&[]).unwrap();
        assert!(same_bits(&got, &want), "{name}: {who} differs from the interpreter");
    }
}

/// Whether `a` and `b` hold the same arrays, element for element and bit for bit but for
/// the bits of NaNs (`-0.0` differs from `+0.0`; a NaN equals a NaN).
pub fn same_bits(a: &systole::ArraysValue, b: &systole::ArraysValue) -> bool {
    use systole::ArraysValue;
    use systole::elt::Scalar;
    fn leaves(v: &ArraysValue) -> Vec<(Vec<usize>, Vec<Scalar>)> {
        match v {
            ArraysValue::Array(a) => {
                vec![(a.shape().to_vec(), a.values().iter().flat_map(|x| x.leaves()).collect())]
            }
            ArraysValue::Tuple(vs) => vs.iter().flat_map(leaves).collect(),
        }
    }
    let same = |x: &Scalar, y: &Scalar| match (*x, *y) {
        (Scalar::F32(p), Scalar::F32(q)) => p.to_bits() == q.to_bits() || (p.is_nan() && q.is_nan()),
        (Scalar::F64(p), Scalar::F64(q)) => p.to_bits() == q.to_bits() || (p.is_nan() && q.is_nan()),
        _ => x == y,
    };
    let (a, b) = (leaves(a), leaves(b));
    a.len() == b.len()
        && a.iter().zip(&b).all(|((sa, xa), (sb, xb))| {
            sa == sb && xa.len() == xb.len() && xa.iter().zip(xb).all(|(x, y)| same(x, y))
        })
}

/// Runs every program of [`wide_sums`] on `backend` (named `who` in a failure): each stencil
/// is a tap loop, and its results are the interpreter's bit for bit.
pub fn wide_sums_compute_what_the_interpreter_computes(backend: &impl Backend, who: &str) {
    let tap_loop =
        |sig: &systole_skeletons::Signature| systole_skeletons::effort::TapLoop::of(&sig.canonical).is_some();
    all_compute_what_the_interpreter_computes(wide_sums(), (tap_loop, "tap loops"), backend, who);
}

/// `b`, the same rule for cells of type `T`, its constant `k` where `b` has one.
fn same_rule<T: Elt>(b: Boundary<f32>, k: T) -> Boundary<T> {
    match b {
        Boundary::Constant(_) => Boundary::Constant(k),
        Boundary::Clamp => Boundary::Clamp,
        Boundary::Mirror => Boundary::Mirror,
        Boundary::Wrap => Boundary::Wrap,
    }
}

/// Stencils of a few thousand taps whose terms are of two kinds, in turn, so that no loop
/// over their taps computes them: huge kernels (more than `HUGE_KERNEL` operations), which
/// on the GPU read their taps from a padded copy of their input
/// (`systole_skeletons::grid::Padding`). Each under every boundary rule, on inputs smaller
/// than the taps' reach on both sides:
///
/// - `i32`, 1-D, 3,001 taps of a delayed input (a `map` fused in): `x * w` and `x ^ w`;
/// - `f32`, 2-D, 45 x 45 taps: a sum in order of `x * w` and `|x| * w`;
/// - `u8` cells, 3-D, 13 x 13 x 13 taps: a wrapping `u16` sum of `x * w` and `x ^ w`;
/// - `f64`, 2-D, 45 x 45 taps all on one side (offsets 0 to 44): the maximum of `x * w` and
///   `x - w`;
/// - `f32`, 2-D, two inputs (the second a `map` of the first, clamped), 35 x 35 taps each:
///   a sum in order of `x * y` and `x - y`;
/// - `(i32, i32)` pairs, 1-D, 3,001 taps: `a * w` and `b ^ w` in turn.
pub fn padded_stencils() -> Vec<(String, systole::ir::Program)> {
    let v = use_array(&Array::from_fn([37], |[i]| (i as i32 * 7919) % 211 - 100));
    let m = use_array(&Array::from_fn([13, 17], |[i, j]| ((i * 17 + j) * 7919 % 1000) as f32 / 100.0 - 4.0));
    let cube = use_array(&Array::from_fn([5, 7, 9], |[i, j, k]| ((i * 63 + j * 9 + k) * 7919 % 256) as u8));
    let d = use_array(&Array::from_fn([11, 19], |[i, j]| ((i * 19 + j) * 7919 % 1000) as f64 / 64.0 - 7.0));
    let boundaries = [Boundary::Clamp, Boundary::Mirror, Boundary::Wrap, Boundary::Constant(1.5f32)];
    let mut out = Vec::new();
    for b in boundaries {
        let line = Stencil::new((-1500..=1500i64).map(|k| [k]));
        let ints = v.map(|x| x * 3 - 7).stencil(&line, same_rule(b, -3), |t| {
            t.iter().fold(constant(0), |s, ([k], x)| {
                let w = k.rem_euclid(13) as i32 + 1;
                s + if k % 2 == 0 { x * w } else { x ^ w }
            })
        });
        let square = Stencil::new((-22..=22i64).flat_map(|i| (-22..=22i64).map(move |j| [i, j])));
        let floats = m.stencil(&square, b, |t| {
            t.iter().fold(constant(0.0f32), |s, ([i, j], x)| {
                let w = 1.0 + (i * 45 + j).rem_euclid(11) as f32 / 8.0;
                s + if (i + j) % 2 == 0 { x * w } else { x.abs() * w }
            })
        });
        let box13 = Stencil::new(
            (-6..=6i64).flat_map(|i| (-6..=6i64).flat_map(move |j| (-6..=6i64).map(move |k| [i, j, k]))),
        );
        let bytes = cube.stencil(&box13, same_rule(b, 200u8), |t| {
            t.iter().fold(constant(0u16), |s, ([i, j, k], x)| {
                let w = (i * 169 + j * 13 + k).rem_euclid(7) as u16 + 1;
                s + if (i + j + k) % 2 == 0 { x.cast::<u16>() * w } else { x.cast::<u16>() ^ w }
            })
        });
        let ahead = Stencil::new((0..=44i64).flat_map(|i| (0..=44i64).map(move |j| [i, j])));
        let doubles = d.stencil(&ahead, same_rule(b, 0.25f64), |t| {
            t.iter()
                .map(|([i, j], x)| {
                    let w = (i * 45 + j).rem_euclid(5) as f64 + 0.5;
                    if (i * j) % 2 == 0 { x * w } else { x - w }
                })
                .reduce(|a, b| a.max(b))
                .unwrap()
        });
        let box35 = Stencil::new((-17..=17i64).flat_map(|i| (-17..=17i64).map(move |j| [i, j])));
        let two = m.stencil2(&box35, b, &m.map(|x| x * 0.5 + 1.0), &box35, Boundary::Clamp, |s, t| {
            s.iter().zip(t.iter()).fold(constant(0.0f32), |acc, (([i, j], x), (_, y))| {
                acc + if (i * j) % 3 == 0 { x * y } else { x - y }
            })
        });
        let pairs = v.zip(&v.map(|x| x * 7 + 1)).stencil(&line, same_rule(b, (5, -5)), |t| {
            t.iter().fold(constant(0), |s, ([k], p)| {
                let w = k.rem_euclid(9) as i32 + 2;
                s + if k % 2 == 0 { p.fst() * w } else { p.snd() ^ w }
            })
        });
        let program = (ints, floats, bytes, doubles, two, pairs);
        out.push((format!("{b:?}"), systole::trace(&program).expect("the program traces")));
    }
    out
}

/// Runs every program of [`padded_stencils`] on `backend` (named `who` in a failure): each
/// stencil is one the GPU pads, and its results are the interpreter's bit for bit.
pub fn padded_stencils_compute_what_the_interpreter_computes(backend: &impl Backend, who: &str) {
    let padded = |sig: &systole_skeletons::Signature| systole_skeletons::grid::Padding::of(sig).is_some();
    all_compute_what_the_interpreter_computes(padded_stencils(), (padded, "padded"), backend, who);
}
