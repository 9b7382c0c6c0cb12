//! Programs of ranks 4 to 6 (`batch x channel x height x width` images, 6-D tensors)
//! through every combinator that takes them, and elements of 8-component tuples: shared by
//! the CPU's tests (`tests/backends.rs`) and the GPU's (`tests/gpu.rs`), which run each
//! program on their backend and on the interpreter and compare.
//!
//! Folds and scans combine with associative functions (a backend may split a row) of
//! integers, so that any order of combining gives the same result;
//! floats go through element-wise functions, `max`/`min` reductions and stencils, which
//! every backend computes in the interpreter's order. Shapes include empty and size-1
//! extents, and one of each rank is large enough for the CPU's parallel paths.
#![allow(dead_code, reason = "each test binary uses some of the helpers")]

use systole::ir::Program;
use systole::prelude::*;

/// Image shapes: odd extents, size-1 and empty ones, and a large one (138,600 elements).
pub const SHAPES4: [[usize; 4]; 4] = [[2, 3, 5, 7], [1, 1, 1, 1], [2, 0, 3, 4], [4, 6, 75, 77]];

/// Rank-6 shapes: the last one has 81,900 elements.
pub const SHAPES6: [[usize; 6]; 3] = [[2, 3, 1, 4, 2, 5], [1, 1, 1, 1, 1, 1], [2, 3, 5, 7, 2, 195]];

/// Reproducible values in `[-4, 4)`.
pub fn pseudo(i: usize) -> f32 {
    let x = (i as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 40;
    (x as f32 / (1u64 << 24) as f32) * 8.0 - 4.0
}

/// A traced program with its name.
pub type Case = (String, Program);

fn case(name: &str, shape: &[usize], program: &impl AccValue) -> Case {
    (format!("{name} of {shape:?}"), trace(program).unwrap_or_else(|e| panic!("{name} of {shape:?}: {e}")))
}

/// Every program of ranks 4 to 6 over [`SHAPES4`] and [`SHAPES6`].
pub fn programs() -> Vec<Case> {
    let mut out = Vec::new();
    for s in SHAPES4 {
        out.extend(rank4(s));
    }
    for s in SHAPES6 {
        out.extend(rank6(s));
    }
    out.extend(tuples_of_eight());
    out
}

/// An image of floats and one of small integers, both of shape `s`.
fn images<const D: usize>(s: [usize; D]) -> (Acc<Array<f32, D>>, Acc<Array<i32, D>>) {
    let floats =
        use_array(&Array::from_fn(s, |ix| pseudo(ix.iter().zip(s).fold(0, |lin, (&i, n)| lin * n + i))));
    let ints = generate(s, |ix| {
        let mix = ix.iter().enumerate().fold(Exp::from(0i64), |acc, (d, &i)| acc + i * (2 * d as i64 + 1));
        (mix % 11 - 5).cast::<i32>()
    });
    (floats, ints)
}

/// `batch x channel x height x width`: every combinator at rank 4.
pub fn rank4(s: [usize; 4]) -> Vec<Case> {
    let [b, c, h, w] = s;
    let (img, ints) = images(s);
    let mut out = vec![
        case("generate", &s, &ints),
        case("map", &s, &img.map(|x| x * 2.0 - 1.0)),
        case("imap", &s, &img.imap(|[i, j, k, l], x| x + (i * 1000 + j * 100 + k * 10 + l).cast::<f32>())),
        case("zip_with", &s, &img.zip_with(&ints, |x, n| x * n.cast::<f32>())),
        case("fold (sum of the rows)", &s, &ints.fold(0, |a, n| a + n)),
        case("fold (max, seeded)", &s, &img.fold(-100.0, |a, x| a.max(x))),
        case("sum", &s, &ints.sum()),
        case("scan", &s, &ints.scan(|a, n| a + n)),
        case("scan_right", &s, &ints.scan_right(|a, n| a.max(n))),
        case("scan_exclusive", &s, &ints.scan_exclusive(1, |a, n| a + n)),
        // NCHW to NHWC
        case("backpermute (transposed)", &s, &img.backpermute([b, h, w, c], |[i, k, l, j]| [i, j, k, l])),
        // the sum over the channels, by a permute
        case(
            "permute (channels summed)",
            &s,
            &ints.permute(|n, acc| n + acc, &fill([b, h, w], 0i32), |[i, _, k, l]| Target::to([i, k, l])),
        ),
        case("replicate (a plane to every batch and channel)", &s, &{
            let plane = use_array(&Array::from_fn([h, w], |[k, l]| (k * 31 + l) as i32));
            plane.replicate((b, c, All, All))
        }),
        case("replicate (a new dimension inside)", &s, &ints.replicate((All, All, 2, All, All))),
        case("reshape (to rows of pixels)", &s, &img.reshape([b * c, h * w]).map(|x| x * 0.5)),
        case("reshape (to rank 6)", &s, &ints.reshape([b, c, 1, h, 1, w]).map(|n| n + 1)),
        case(
            "stencil (3x3 per plane, clamped)",
            &s,
            &img.stencil(
                &Stencil::new([[0, 0, -1, 0], [0, 0, 0, -1], [0, 0, 0, 0], [0, 0, 0, 1], [0, 0, 1, 0]]),
                Boundary::Clamp,
                |t| {
                    t[[0, 0, 0, 0]] * 4.0
                        - t[[0, 0, -1, 0]]
                        - t[[0, 0, 1, 0]]
                        - t[[0, 0, 0, -1]]
                        - t[[0, 0, 0, 1]]
                },
            ),
        ),
        case(
            "stencil (star of radius 1, wrapped)",
            &s,
            &ints.stencil(&Stencil::star(1), Boundary::Wrap, |t| {
                t.values()
                    .iter()
                    .enumerate()
                    .fold(Exp::from(0i32), |acc, (k, &v)| acc * 3 + v * (k as i32 + 1))
            }),
        ),
        case(
            "stencil2 (mirrored and constant)",
            &s,
            &img.stencil2(
                &Stencil::cube(1),
                Boundary::Mirror,
                &ints,
                &Stencil::star(1),
                Boundary::Constant(7),
                |x, n| {
                    x.values().iter().fold(Exp::from(0.0f32), |acc, &v| acc.max(v))
                        + n[[1, 0, 0, 0]].cast::<f32>()
                },
            ),
        ),
        // a fused chain: generate, map, zip, fold
        case(
            "fused chain",
            &s,
            &img.map(|x| x * x)
                .zip_with(&ints, |x, n| x.ge(n.cast::<f32>()))
                .map(|p| select(p, 1i32, 0))
                .fold(0, |a, n| a + n),
        ),
    ];
    if b > 0 && c > 0 && h > 0 && w > 0 {
        out.push(case("slice (one channel)", &s, &img.slice((All, c - 1, All, All))));
        out.push(case("slice (one row of one image)", &s, &ints.slice((b - 1, All, h / 2, All))));
        out.push(case("fold1 (min)", &s, &img.fold1(|a, x| a.min(x))));
    }
    out
}

/// Every combinator at rank 6.
pub fn rank6(s: [usize; 6]) -> Vec<Case> {
    let [s0, s1, s2, s3, s4, s5] = s;
    let (t, ints) = images(s);
    let mut out = vec![
        case("generate", &s, &ints),
        case("map", &s, &t.map(|x| x.abs().sqrt())),
        case("zip_with", &s, &t.zip_with(&ints, |x, n| (x - n.cast::<f32>(), n.gt(0)))),
        case("fold", &s, &ints.fold(3, |a, n| a + n)),
        case("fold (max)", &s, &t.fold(-100.0, |a, x| a.max(x))),
        case("scan", &s, &ints.scan(|a, n| a + n)),
        case("scan_exclusive_right", &s, &ints.scan_exclusive_right(0, |n, a| n + a)),
        case(
            "backpermute (dimensions reversed)",
            &s,
            &t.backpermute([s5, s4, s3, s2, s1, s0], |[a, b, c, d, e, f]| [f, e, d, c, b, a]),
        ),
        case(
            "permute (to rank 2)",
            &s,
            &ints.permute(|n, acc| n + acc, &fill([s0, s5], 0i32), |[a, _, _, _, _, f]| Target::to([a, f])),
        ),
        case(
            "replicate",
            &s,
            &ints.slice((All, All, All, All, All, 0)).replicate((All, All, All, All, All, 3)),
        ),
        case("reshape (to rank 4)", &s, &t.reshape([s0 * s1, s2, s3 * s4, s5]).map(|x| x + 1.0)),
        case(
            "stencil (star of radius 1, clamped)",
            &s,
            &t.stencil(&Stencil::star(1), Boundary::Clamp, |t| {
                t.values().iter().fold(Exp::from(0.0f32), |acc, &v| acc * 0.5 + v)
            }),
        ),
        case("sum", &s, &ints.sum()),
    ];
    if s.iter().all(|&e| e > 0) {
        out.push(case("slice", &s, &t.slice((s0 - 1, All, 0, All, All, s5 / 2))));
    }
    out
}

/// Eight components of mixed types, a pair among them.
pub type Wide = (i32, i64, f64, bool, u8, f32, (i16, u32), i32);

/// A wide tuple from an integer.
pub fn widen(x: Exp<i32>) -> Exp<Wide> {
    Exp::from((
        x,
        x.cast::<i64>() * 3,
        x.cast::<f64>() * 0.5,
        x.lt(0),
        x.cast::<u8>(),
        x.cast::<f32>(),
        Exp::from((x.cast::<i16>(), x.cast::<u32>())),
        x + 1,
    ))
}

/// Component-wise sums of two wide tuples (exact: integers, and floats of small integers).
pub fn add(a: Exp<Wide>, b: Exp<Wide>) -> Exp<Wide> {
    let (a0, a1, a2, a3, a4, a5, a6, a7) = a.unpack();
    let (b0, b1, b2, b3, b4, b5, b6, b7) = b.unpack();
    let ((a60, a61), (b60, b61)) = (a6.unpack(), b6.unpack());
    Exp::from((
        a0 + b0,
        a1 + b1,
        a2 + b2,
        a3 ^ b3,
        a4 + b4,
        a5 + b5,
        Exp::from((a60 + b60, a61 + b61)),
        a7 + b7,
    ))
}

/// Elements of 8 components through map, zip_with, fold, scan and a stencil, from arrays
/// built from 8 vectors.
pub fn tuples_of_eight() -> Vec<Case> {
    let mut out = Vec::new();
    for s in [[3, 7], [0, 4], [300, 257]] {
        let n = s[0] * s[1];
        let xs = use_array(&Array::from_fn(s, |[i, j]| ((i * 37 + j * 11) % 201) as i32 - 100));
        let ys = generate(s, |[i, j]| (i - j * 2).cast::<i32>());
        let wide = xs.map(widen);
        let vecs = (
            (0..n).map(|i| i as i32).collect::<Vec<_>>(),
            (0..n).map(|i| i as i64 * -5).collect::<Vec<_>>(),
            (0..n).map(|i| i as f64 * 0.25).collect::<Vec<_>>(),
            (0..n).map(|i| i % 3 == 0).collect::<Vec<_>>(),
            (0..n).map(|i| i as u8).collect::<Vec<_>>(),
            (0..n).map(|i| i as f32 - 7.0).collect::<Vec<_>>(),
            ((0..n).map(|i| i as i16).collect::<Vec<_>>(), (0..n).map(|i| i as u32 * 3).collect::<Vec<_>>()),
            (0..n).map(|i| -(i as i32)).collect::<Vec<_>>(),
        );
        let from_vecs =
            use_array(&Array::<Wide, 2>::from_vecs(s, vecs).expect("eight vectors of the shape's size"));
        out.push(case("map to 8-tuples", &s, &wide));
        out.push(case("zip_with of 8-tuples", &s, &wide.zip_with(&ys.map(widen), add)));
        out.push(case("fold of 8-tuples", &s, &wide.fold(widen(Exp::from(1)), add)));
        out.push(case("scan of 8-tuples", &s, &wide.scan(add)));
        out.push(case("8 vectors in, a map, 8 out", &s, &from_vecs.zip_with(&wide, add)));
        out.push(case(
            "stencil of 8-tuples",
            &s,
            &from_vecs
                .stencil(&Stencil::star(1), Boundary::Clamp, |t| add(add(t[[0, 0]], t[[-1, 0]]), t[[0, 1]])),
        ));
        out.push(case(
            "8-tuples back to a scalar",
            &s,
            &from_vecs.map(|w| {
                let (c0, c1, c2, c3, c4, c5, c6, c7) = w.unpack();
                let (c60, c61) = c6.unpack();
                c0.cast::<f64>()
                    + c1.cast::<f64>()
                    + c2
                    + select(c3, 1.0, 0.0)
                    + c4.cast::<f64>()
                    + c5.cast::<f64>()
                    + c60.cast::<f64>()
                    + c61.cast::<f64>()
                    + c7.cast::<f64>()
            }),
        ));
    }
    out
}
