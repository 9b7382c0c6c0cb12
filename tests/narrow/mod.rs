//! Stencils of narrow elements (`u8`, `i8`, `bool`, `u16`, `i16`) on the GPU against the
//! interpreter, bit for bit: lanes of 16 bytes of a row held packed (`lanes.rs` in the
//! skeletons), on odd shapes (rows not a multiple of a lane's columns: 1001 bytes a row
//! is not aligned to anything; rows narrower than a warp's tile; 3 rows) and aligned ones
//! (the whole tiles' entry and the inner tiles' 128-bit accesses), every boundary, every
//! strategy. Run under compute-sanitizer's memcheck on the GPU machine: no access may be
//! misaligned.

use super::*;

/// Odd shapes, shapes whose rows are a multiple of 8 bytes but not of 16 (`[37, 1000]`,
/// `[40, 1032]`: several tiles wide, one column at a time for `u8`), and shapes whose rows
/// are a multiple of 16 columns (the whole tiles' entry, the inner tiles' vector accesses).
const SHAPES: [[usize; 2]; 8] =
    [[1000, 1001], [37, 515], [3, 17], [1, 40], [64, 1024], [40, 528], [37, 1000], [40, 1032]];

fn boundaries<T: Elt + Copy>(constant: T) -> [Boundary<T>; 4] {
    [Boundary::Clamp, Boundary::Mirror, Boundary::Wrap, Boundary::Constant(constant)]
}

/// Exactly the interpreter's results under the register tile, SSAM (integers: no rounding
/// to differ by) and `Auto`.
fn same_tiled(gpu: &Gpu, program: &impl AccValue) {
    let want = run_on(&Interpreter, program);
    for strategy in [StencilStrategy::RegisterCache, StencilStrategy::Ssam, StencilStrategy::Auto] {
        let got = run_on(&gpu.with_stencil_strategy(strategy), program);
        assert_eq!(shapes(&got), shapes(&want));
        assert!(got == want, "the GPU's stencil ({strategy:?}) differs from the interpreter");
    }
}

fn image([r, c]: [usize; 2]) -> Acc<Matrix<u8>> {
    matrix(r, c, |i| (pseudo(i) * 256.0) as u8)
}

/// The 3x3 box blur of a `u8` image (the sum widened to `u16`, the result `u8`), the
/// benchmark's.
fn blur(img: &Acc<Matrix<u8>>, boundary: Boundary<u8>) -> Acc<Matrix<u8>> {
    img.stencil(&Stencil::cube(1), boundary, |t| {
        let sum = t.values().iter().fold(Exp::from(0u16), |a, &x| a + x.cast::<u16>());
        (sum / 9u16).cast::<u8>()
    })
}

#[test]
fn narrow_stencils_of_every_boundary_on_odd_shapes_compute_what_the_interpreter_computes() {
    let Some(gpu) = gpu() else { return };
    for shape in SHAPES {
        let [r, c] = shape;
        let img = image(shape);
        for boundary in boundaries(200u8) {
            // the blur, and a sum in `u8` that wraps
            same_tiled(gpu, &blur(&img, boundary));
            let wraps = img.stencil(&Stencil::star(1), boundary, |t| {
                t.values().iter().fold(Exp::from(0u8), |a, &x| a + x)
            });
            same_tiled(gpu, &wraps);
        }
        let mask = matrix(r, c, |i| pseudo(i) < 0.45);
        for boundary in boundaries(true) {
            same_tiled(
                gpu,
                &mask.stencil(&Stencil::star(1), boundary, |t| {
                    t.values().iter().fold(Exp::from(0u8), |a, &x| a + x.cast::<u8>()).ge(3u8)
                }),
            );
        }
        let field = matrix(r, c, |i| (pseudo(i) * 65536.0 - 32768.0) as i16);
        for boundary in boundaries(-1234i16) {
            same_tiled(
                gpu,
                &field.stencil(&Stencil::star(1), boundary, |t| {
                    t[[0, 0]] * 5i16 + t[[-1, 0]] * 3i16 - t[[1, 0]] * 2i16 + t[[0, -1]] * 7i16 + t[[0, 1]]
                }),
            );
        }
        let bytes = matrix(r, c, |i| (pseudo(i) * 256.0 - 128.0) as i8);
        let words = matrix(r, c, |i| (pseudo(i) * 65536.0) as u16);
        for (b8, b16) in boundaries(-7i8).into_iter().zip(boundaries(999u16)) {
            // a 5x5 box of `i8` (a halo of 2 each side), a diagonal of `u16`
            same_tiled(
                gpu,
                &bytes.stencil(&Stencil::cube(2), b8, |t| {
                    t.values().iter().fold(Exp::from(0i8), |a, &x| a + x)
                }),
            );
            same_tiled(
                gpu,
                &words.stencil(&Stencil::cube(1), b16, |t| t[[-1, -1]] * 3u16 + t[[1, 1]] - t[[0, 0]]),
            );
        }
    }
}

/// Narrow inputs of two stencils fused with their producers (a delayed input, read a
/// column at a time and packed), two inputs of different widths, results wider than the
/// inputs (`u8` in, `f32` and `u16` out: stores of more than 16 bytes a lane), and volumes.
#[test]
fn narrow_stencils_of_delayed_inputs_wide_results_and_volumes() {
    let Some(gpu) = gpu() else { return };
    for shape in SHAPES {
        let img = image(shape);
        let [r, c] = shape;
        let other = matrix(r, c, |i| (pseudo(i + 7) * 65536.0) as u16);
        for boundary in boundaries(3u8) {
            let delayed = img.map(|x| x ^ 0x5a);
            same_tiled(
                gpu,
                &delayed.stencil(&Stencil::star(1), boundary, |t| t[[0, 1]] - t[[-1, 0]] + t[[0, -1]]),
            );
            let f32s = img.stencil(&Stencil::star(1), boundary, |t| {
                t[[0, 1]].cast::<f32>() * 0.5 - t[[1, 0]].cast::<f32>()
            });
            same(gpu, &f32s);
            let u16s = img.stencil(&Stencil::star(1), boundary, |t| {
                t[[0, 1]].cast::<u16>() * 300u16 + t[[0, -1]].cast::<u16>()
            });
            same_tiled(gpu, &u16s);
            let star = Stencil::star(1);
            let pair = img.stencil2(&star, boundary, &other, &star, Boundary::Mirror, |a, b| {
                a[[0, 1]].cast::<u16>() + b[[0, -1]] - a[[1, 0]].cast::<u16>() * b[[1, 0]]
            });
            same_tiled(gpu, &pair);
        }
    }
    for [r, c] in SHAPES {
        // tuples of narrow elements, held a column at a time
        let pairs = use_array(&Array::from_fn([r, c], |[i, j]| {
            let x = pseudo(i * c + j);
            ((x * 256.0) as u8, (x * 65536.0 - 32768.0) as i16)
        }));
        for boundary in boundaries((5u8, -5i16)) {
            same_tiled(
                gpu,
                &pairs.stencil(&Stencil::star(1), boundary, |t| {
                    let ((a, x), (b, y)) = (t[[0, -1]].unpack(), t[[1, 0]].unpack());
                    (a + b, x - y)
                }),
            );
        }
    }
    // volumes: odd rows, rows narrower than a tile, and rows several tiles wide (the inner
    // tiles' vector accesses and the whole tiles' entry in 3D)
    for [p, r, c] in [[5, 7, 1001], [4, 9, 64], [2, 3, 17], [4, 9, 1024]] {
        let v = use_array(&Array::from_fn([p, r, c], |[i, j, k]| {
            (pseudo(i * 70000 + j * 1100 + k) * 256.0) as u8
        }));
        let w = use_array(&Array::from_fn([p, r, c], |[i, j, k]| {
            (pseudo(i * 70000 + j * 1100 + k) * 65536.0 - 32768.0) as i16
        }));
        for (boundary, wide) in boundaries(9u8).into_iter().zip(boundaries(-9i16)) {
            same_tiled(
                gpu,
                &v.stencil(&Stencil::star(1), boundary, |t| {
                    t.values().iter().fold(Exp::from(0u8), |a, &x| a + x)
                }),
            );
            same_tiled(
                gpu,
                &w.stencil(&Stencil::star(1), wide, |t| {
                    t.values().iter().fold(Exp::from(0i16), |a, &x| a + x * 3i16)
                }),
            );
        }
    }
}

/// The user's tile shapes: lanes of 4, 8 and 16 `u8` columns, 1 to 4 rows a step (each
/// taken, `backend-llvm-ptx`'s `narrow_tiles_take_the_user_s_shapes` checks).
#[test]
fn narrow_register_tiles_of_every_shape_compute_what_the_interpreter_computes() {
    let Some(gpu) = gpu() else { return };
    for (step, chunk, columns) in [(1, 16, 16), (4, 16, 8), (2, 6, 8), (1, 4, 4), (3, 9, 8), (2, 32, 16)] {
        let shape = TileShape::new(step, chunk, 1).and_then(|s| s.with_columns(columns)).unwrap();
        for halo_lanes in [false, true] {
            let gpu = &gpu.with_tile_shape(Some(shape.with_halo_lanes(halo_lanes)));
            for shape in [[37, 515], [64, 1024], [3, 17]] {
                for boundary in boundaries(1u8) {
                    same_tiled(gpu, &blur(&image(shape), boundary));
                }
            }
        }
    }
}
