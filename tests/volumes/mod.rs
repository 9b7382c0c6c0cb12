//! SSAM's weighted sums over volumes (j3d27pt's 3x3x3 box and lopsided 3D patterns) on the
//! GPU against the interpreter: `f32` and `f64` within reassociation (SSAM sums a lane's
//! taps in its own order), `i32` bit for bit (wrapping sums and a maximum), on odd shapes
//! (rows of odd length: every tile a column at a time; volumes thinner than a chunk or a
//! block; a row narrower than a warp's tile) and aligned ones (the inner tiles' vector
//! loads and their predicated vector stores), under every boundary, with the default tile
//! and the shapes a sweep may pick (1, 2 and 4 columns a lane; 1 or 2 planes a step; 1 to
//! 5 rows; chunks of 1 to 32 planes).

use super::*;

/// Odd volumes, volumes whose rows are a multiple of 4 columns (vector accesses in the
/// inner tiles: several tiles across, up and down, and several chunks deep), and thin ones.
const SHAPES: [[usize; 3]; 6] =
    [[17, 19, 23], [33, 9, 70], [70, 13, 132], [40, 6, 128], [3, 2, 1], [1, 1, 65]];

/// `(step, chunk, block, columns)` of the tiles checked beside the default one.
const TILES: [(u32, u32, u32, u32); 8] = [
    (2, 32, 4, 1),
    (1, 32, 4, 1),
    (1, 32, 4, 2),
    (1, 32, 2, 2),
    (2, 32, 2, 2),
    (1, 32, 2, 4),
    (3, 9, 5, 2),
    (1, 1, 1, 4),
];

fn volume<T: Elt>([p, r, c]: [usize; 3], f: impl Fn(usize) -> T) -> Acc<Array<T, 3>> {
    use_array(&Array::from_fn([p, r, c], |[i, j, k]| f((i * r + j) * c + k)))
}

/// j3d27pt's weights: a 3x3 pattern a plane, the planes apart by `0.01` (as the benchmark's).
fn weight(o: [i64; 3]) -> f64 {
    let plane = [[0.5, 0.7, 0.9], [1.2, 1.5, 1.2], [0.9, 0.7, 0.5]];
    plane[(o[1] + 1) as usize][(o[2] + 1) as usize] + 0.01 * (o[0] + 1) as f64
}

/// The weighted 3x3x3 box of `T`, divided by 159 after the sum (SSAM's `post`).
fn j3d27pt<T: Float + Elt + Copy>(of: impl Fn(f64) -> T) -> impl Fn(&Taps<T, 3>) -> Exp<T> {
    move |t| {
        let offsets = Stencil::<3>::cube(1).offsets().to_vec();
        let sum = offsets.iter().map(|&o| t[o] * constant(of(weight(o)))).reduce(|a, b| a + b);
        sum.expect("27 taps") / constant(of(159.0))
    }
}

/// Taps spread unevenly over the columns (two to the left, one to the right, a column of
/// three), one subtracted: every lane of 1, 2 and 4 columns takes parts from both sides.
fn lopsided() -> Stencil<3> {
    Stencil::new([[0, 0, -2], [1, -1, 1], [-1, 0, 0], [0, 1, 2], [0, 0, 0], [-1, 1, -1], [1, 0, 1]])
}

fn boundaries<T: Elt + Copy>(constant: T) -> [Boundary<T>; 4] {
    [Boundary::Clamp, Boundary::Mirror, Boundary::Wrap, Boundary::Constant(constant)]
}

/// The GPU computes what the interpreter computes, floats within `tol` of
/// `max(1, |expected|)` (integers: `tol` 0, exactly), and the kernel took SSAM.
fn within(gpu: &Gpu, program: &impl AccValue, tol: f64) {
    let plan = explain(program).unwrap();
    let skeletons = gpu.compile_report(&plan).unwrap();
    let stencil = skeletons.iter().find(|k| k.kernel == "stencil").and_then(|k| k.skeleton.clone());
    assert!(stencil.as_deref().is_some_and(|s| s.starts_with("SSAM")), "{stencil:?}");
    let (want, got) = (run_on(&Interpreter, program), run_on(gpu, program));
    assert_eq!(shapes(&got), shapes(&want));
    if tol == 0.0 {
        assert!(got == want, "the GPU differs from the interpreter ({stencil:?})");
        return;
    }
    let (w, g) = (floats(&want), floats(&got));
    for (i, (a, b)) in w.iter().zip(&g).enumerate() {
        let ok = (a - b).abs() <= tol * a.abs().max(1.0);
        assert!(ok, "element {i}: interpreter {a}, gpu {b} (of {}; {stencil:?})", w.len());
    }
}

/// The weighted sums of one tile shape (`None`: the default) over every volume.
fn check_tile(gpu: &Gpu, tile: Option<TileShape>) {
    let gpu = gpu.with_stencil_strategy(StencilStrategy::Ssam).with_tile_shape(tile);
    for shape in SHAPES {
        let x = volume(shape, |i| pseudo(i) as f32);
        for b in boundaries(0.75f32) {
            within(&gpu, &x.stencil(&Stencil::cube(1), b, j3d27pt(|w| w as f32)), 1e-5);
        }
        let lop = |t: &Taps<f32, 3>| {
            t[[0, 0, -2]] * 0.25 + t[[1, -1, 1]] * 1.5 - t[[-1, 0, 0]]
                + t[[0, 1, 2]] * 0.5
                + t[[0, 0, 0]] * 2.0
                + t[[-1, 1, -1]] * 0.125
                + t[[1, 0, 1]] * 0.75
        };
        within(&gpu, &x.stencil(&lopsided(), Boundary::Mirror, lop), 1e-5);
        let d = volume(shape, pseudo);
        for b in [Boundary::Wrap, Boundary::Constant(-0.5)] {
            within(&gpu, &d.stencil(&Stencil::cube(1), b, j3d27pt(|w| w)), 1e-12);
        }
        let n = volume(shape, |i| (pseudo(i) * 2000.0) as i32 - 1000);
        for b in boundaries(7i32) {
            // wrapping sums of integer weights, exact
            let ints = |t: &Taps<i32, 3>| {
                t.iter()
                    .map(|(o, x)| x * constant((o[0] * 9 + o[1] * 3 + o[2] + 14) as i32))
                    .reduce(|a, c| a + c)
            };
            within(&gpu, &n.stencil(&Stencil::cube(1), b, |t| ints(t).expect("taps") * 1_000_003), 0.0);
        }
        let max =
            |t: &Taps<i32, 3>| t.iter().map(|(o, x)| x * constant((o[2] + 2) as i32)).reduce(|a, c| a.max(c));
        within(&gpu, &n.stencil(&lopsided(), Boundary::Clamp, |t| max(t).expect("taps")), 0.0);
    }
}

#[test]
fn ssam_sums_over_volumes_compute_what_the_interpreter_computes() {
    let Some(gpu) = gpu() else { return };
    check_tile(gpu, None);
}

#[test]
fn ssam_sums_over_volumes_of_every_tile_shape() {
    let Some(gpu) = gpu() else { return };
    for (step, chunk, block, columns) in TILES {
        let shape = TileShape::new(step, chunk, block).and_then(|s| s.with_columns(columns)).unwrap();
        check_tile(gpu, Some(shape));
    }
}
