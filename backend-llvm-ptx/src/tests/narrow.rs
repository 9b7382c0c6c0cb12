//! Register tiles of narrow elements (`u8`, `i8`, `bool`, `i16`, `u16`): lanes of 16 bytes
//! of a row, held packed, read and written as one 128-bit access where the rows allow
//! (`skeletons/src/grid/stencil/lanes.rs`), and never a vector access where they do not.

use inkwell::module::Module;
use inkwell::values::BasicValue;
use systole_skeletons::kernel::{ParamLayout, ParamSlot, symbol};

use super::*;
use crate::compile::generate_edited;

fn image(r: usize, c: usize) -> Acc<Matrix<u8>> {
    use_array(&Array::from_fn([r, c], |[i, j]| ((i * 7 + j * 13) % 256) as u8))
}

fn mask(r: usize, c: usize) -> Acc<Matrix<bool>> {
    use_array(&Array::from_fn([r, c], |[i, j]| (i * 3 + j * 5) % 7 < 3))
}

fn field(r: usize, c: usize) -> Acc<Matrix<i16>> {
    use_array(&Array::from_fn([r, c], |[i, j]| ((i * 131 + j * 71) % 65536) as u16 as i16))
}

/// The 3x3 box blur of a `u8` image: the sum widened to `u16`, the result `u8`.
fn blur(img: &Acc<Matrix<u8>>, boundary: Boundary<u8>) -> Acc<Matrix<u8>> {
    img.stencil(&Stencil::cube(1), boundary, |t| {
        let sum = t.values().iter().fold(Exp::from(0u16), |a, &x| a + x.cast::<u16>());
        (sum / 9u16).cast::<u8>()
    })
}

/// The 5-point majority vote of a `bool` mask.
fn majority(m: &Acc<Matrix<bool>>, boundary: Boundary<bool>) -> Acc<Matrix<bool>> {
    m.stencil(&Stencil::star(1), boundary, |t| {
        t.values().iter().fold(Exp::from(0u8), |a, &x| a + x.cast::<u8>()).ge(3u8)
    })
}

/// j2d5pt of `i16` with integer weights, wrapping.
fn j2d5pt(f: &Acc<Matrix<i16>>, boundary: Boundary<i16>) -> Acc<Matrix<i16>> {
    f.stencil(&Stencil::star(1), boundary, |t| {
        t[[0, 0]] * 5i16 + t[[-1, 0]] * 3i16 - t[[1, 0]] * 2i16 + t[[0, -1]] * 7i16 + t[[0, 1]]
    })
}

/// The register tile each kernel of `p` gets under `options`.
fn tiles(p: &systole_frontend::ir::Program, options: &GridOptions) -> Vec<grid::RegisterTile> {
    let plan = systole_fusion::plan(p).expect("a plan");
    plan.kernels()
        .into_iter()
        .map(|k| {
            let sig = Signature::of(k, |v| plan.array_type(v).clone());
            options.stencil_skeleton(&sig).and_then(|s| s.tile().cloned()).expect("a register tile")
        })
        .collect()
}

/// The `.entry` of `ptx` whose name ends in `_{entry}`.
fn entry<'p>(ptx: &'p str, entry: &str) -> &'p str {
    ptx.split(".entry").find(|e| e.contains(&format!("_{entry}("))).expect("the entry")
}

/// Each narrow type's lanes hold 16 bytes of a row (16 `u8` or `bool` columns, 8 `i16`),
/// read and stored as one 128-bit access in the inner and whole tiles, under value
/// shuffles and SSAM's partial sums, in 2D and 3D, and assemble without spilling.
#[test]
fn narrow_stencils_take_lanes_of_16_bytes_and_assemble_without_spilling() {
    let small = [37, 515];
    let cube = use_array(&Array::from_fn([9, 10, 70], |[i, j, k]| (i * 31 + j * 7 + k) as u8 as i8));
    let star3 = cube.stencil(&Stencil::star(1), Boundary::Constant(-3i8), |t| {
        t.values().iter().fold(Exp::from(0i8), |a, &x| a + x)
    });
    let wide = use_array(&Array::from_fn(small, |[i, j]| (i * 515 + j) as u16));
    let u16s =
        wide.stencil(&Stencil::cube(1), Boundary::Wrap, |t| t[[-1, -1]] * 3u16 + t[[1, 1]] - t[[0, 0]]);
    let bytes = use_array(&Array::from_fn(small, |[i, j]| (i * 515 + j) as u8 as i8));
    let box5 = bytes.stencil(&Stencil::cube(2), Boundary::Mirror, |t| {
        t.values().iter().fold(Exp::from(0i8), |a, &x| a + x)
    });
    let p = (
        blur(&image(small[0], small[1]), Boundary::Clamp),
        majority(&mask(small[0], small[1]), Boundary::Mirror),
        (j2d5pt(&field(small[0], small[1]), Boundary::Wrap), star3, u16s, box5),
    );
    // (columns a lane, its load and store): 3D tiles unpack more rows a step, and take
    // fewer columns (see `MAX_UNPACKED`)
    let v4 = ("ld.global.nc.v4.u32", "st.global.v4.u32");
    let v2 = ("ld.global.nc.v2.u32", "st.global.v2.u32");
    let lanes = [(16, v4), (16, v4), (8, v4), (4, ("ld.global.nc.u32", "st.global.u32")), (8, v4), (8, v2)];
    for strategy in [StencilStrategy::Auto, StencilStrategy::RegisterCache, StencilStrategy::Ssam] {
        let options = GridOptions::default().with_stencil(strategy);
        let kernels = check_with(program(&p), &options);
        let tiles = tiles(&program(&p), &options);
        assert_eq!(tiles.len(), lanes.len());
        for ((tile, (_, ptx)), (columns, (load, store))) in tiles.iter().zip(&kernels).zip(lanes) {
            assert_eq!(tile.columns, columns, "{strategy:?}: {tile}");
            let elements = entry(ptx, "elements");
            assert!(elements.contains(load), "{strategy:?} {tile}: no {load}");
            assert!(elements.contains(store), "{strategy:?} {tile}: no {store}");
        }
    }
}

/// The user's shapes of narrow tiles (those of the GPU tests, `tests/narrow`) are taken,
/// with and without lanes of the halo, and assemble without spilling.
#[test]
fn narrow_tiles_take_the_user_s_shapes() {
    let p = program(&blur(&image(37, 515), Boundary::Mirror));
    for (step, chunk, columns) in [(1, 16, 16), (4, 16, 8), (2, 6, 8), (1, 4, 4), (3, 9, 8), (2, 32, 16)] {
        let shape = grid::TileShape::new(step, chunk, 1).and_then(|s| s.with_columns(columns)).unwrap();
        for halo_lanes in [false, true] {
            let shape = shape.with_halo_lanes(halo_lanes);
            let options = GridOptions::default()
                .with_stencil(StencilStrategy::RegisterCache)
                .with_tile_shape(Some(shape));
            let tile = &tiles(&p, &options)[0];
            assert_eq!(
                (tile.step, tile.chunk, tile.columns, tile.halo_lanes),
                (step, chunk, columns, halo_lanes)
            );
            check_with(p.clone(), &options);
        }
    }
}

/// A manifest input of tuples of narrow elements is held a column at a time (not packed),
/// 2 columns a lane, each leaf read and written as one access in the inner and whole tiles:
/// two bytes as one 16-bit access (as a vector of two, LLVM took them apart through the
/// stack: a stack frame, which `check_with` rejects).
#[test]
fn narrow_tuples_are_held_unpacked_without_a_stack_frame() {
    let pairs = use_array(&Array::from_fn([37, 515], |[i, j]| ((i * 3 + j) as u8, (i * 515 + j) as i16)));
    let sum = pairs.stencil(&Stencil::star(1), Boundary::Mirror, |t| {
        let ((a, x), (b, y)) = (t[[0, -1]].unpack(), t[[1, 0]].unpack());
        (a + b, x - y)
    });
    let options = GridOptions::default().with_stencil(StencilStrategy::RegisterCache);
    let tile = &tiles(&program(&sum), &options)[0];
    assert_eq!(tile.columns, 2, "{tile}");
    let (_, ptx) = &check_with(program(&sum), &options)[0];
    for name in ["elements", "whole_tiles"] {
        let code = entry(ptx, name);
        for access in ["ld.global.nc.u16", "st.global.u16"] {
            assert!(code.contains(access), "{name}: no {access}");
        }
        assert!(!code.contains(".local"), "{name}: local memory");
    }
}

/// An `Elements` entry of a narrow stencil over rows whose length is not a multiple of a
/// lane's 16 bytes: with the row length fixed to 1001 (and the other extents left to run
/// time), LLVM proves every access wider than an element (a vector, or two bytes as one
/// 16-bit access) of the entry unreachable and removes it, and fixed to 1000 (`i16`: 1004,
/// rows of a multiple of 8 bytes but not of 16) every access wider than 8 bytes; fixed to 1024, they stay (the
/// test can fail). The whole tiles' entry is launched
/// only for rows whose length is a multiple of the lane's columns (the host checks).
#[test]
fn no_vector_access_is_reachable_for_rows_of_odd_length() {
    let (rows, cols) = (37, 1001);
    // each program, and the bytes of its elements (every input's and the output's)
    let pairs = use_array(&Array::from_fn([rows, cols], |[i, j]| ((i + j) as u8, (i * j) as u8)));
    let pair_sum = pairs.stencil(&Stencil::star(1), Boundary::Clamp, |t| {
        let ((a, x), (b, y)) = (t[[0, -1]].unpack(), t[[1, 0]].unpack());
        (a + y, x - b)
    });
    let programs = [
        (program(&blur(&image(rows, cols), Boundary::Clamp)), 1),
        (program(&blur(&image(rows, cols), Boundary::Constant(7))), 1),
        (program(&majority(&mask(rows, cols), Boundary::Mirror)), 1),
        (program(&j2d5pt(&field(rows, cols), Boundary::Wrap)), 2),
        (program(&pair_sum), 1),
    ];
    let target = NvptxTarget::new(90);
    // a global access wider than an element: `.v2`, `.v4`, or of a wider scalar
    let wide = |l: &str, element: usize| {
        let l = l.trim_start();
        // (past a predicate, `@%p1 st.global.u8`)
        let op = l.split_whitespace().find(|w| !w.starts_with('@')).unwrap_or("");
        let global = op.starts_with("ld.global") || op.starts_with("st.global");
        let lanes = if op.contains(".v4") {
            4
        } else if op.contains(".v2") {
            2
        } else {
            1
        };
        let bits: usize =
            op.rsplit('.').next().and_then(|t| t.get(1..)).and_then(|t| t.parse().ok()).unwrap_or(0);
        global && lanes * bits / 8 > element
    };
    for (p, element) in &programs {
        for strategy in [StencilStrategy::RegisterCache, StencilStrategy::Ssam] {
            let options = GridOptions::default().with_stencil(strategy);
            let sig = first_signature(p);
            let layout = ParamLayout::of(&sig);
            // the accesses wider than `limit` bytes, with the row length fixed to `width`
            let fixed = |width: u64, limit: usize| {
                let edit = |module: &Module<'_>| {
                    let f = module.get_function(&symbol("t", Entry::Elements)).expect("the elements entry");
                    for (i, slot) in layout.iter().enumerate() {
                        let innermost = matches!(
                            slot,
                            ParamSlot::ArrayExtent(_, 1)
                                | ParamSlot::InputExtent(_, 1)
                                | ParamSlot::OutputExtent(1)
                        );
                        if innermost {
                            let param = f.get_nth_param(i as u32).expect("a parameter").into_int_value();
                            let constant = param.get_type().const_int(width, false);
                            param.replace_all_uses_with(constant);
                            assert!(
                                param.get_first_use().is_none() && constant.as_basic_value_enum().is_const()
                            );
                        }
                    }
                };
                let code = generate_edited(&target, &sig, &options, "t", &edit).expect("PTX");
                let lines = entry(&code.ptx, "elements").lines();
                lines.filter(|l| wide(l, limit)).map(str::to_string).collect::<Vec<_>>()
            };
            // odd rows: no access wider than an element; rows of 1000 `u8` or 1004 `i16`, a
            // multiple of 8 bytes but not of the lane's 16: no access wider than 8 bytes (a
            // check of the rows against a word or 8 bytes would keep the lane's 16)
            let unaligned = if *element == 1 { 1000 } else { 1004 };
            for (width, limit) in [(cols as u64, *element), (unaligned, 8)] {
                let found = fixed(width, limit);
                assert!(
                    found.is_empty(),
                    "{strategy:?}: accesses of more than {limit} bytes reachable for rows of {width}:\n{found:#?}"
                );
            }
            assert!(!fixed(1024, *element).is_empty(), "{strategy:?}: no vector access for rows of 1024");
        }
    }
}

/// A narrow stencil's compile report names its lanes: `16 a lane`, the halo in lanes of
/// their own, `1 lane` where the halo is one column; and the default shapes are the ones
/// measured fastest (`docs/perf/2026-11-26-narrow-lanes.md`): 16 `u8` columns 2 rows a step
/// in chunks of 32, 8 `i16` columns 4 rows a step in chunks of 16.
#[test]
fn the_report_names_a_narrow_tile_s_lanes() {
    let img = image(40, 700);
    let right = img.stencil(&Stencil::new([[0, 0], [0, 1], [1, 0]]), Boundary::Clamp, |t| {
        t[[0, 1]] - t[[1, 0]] + t[[0, 0]]
    });
    let options = GridOptions::default();
    let programs = [
        program(&blur(&img, Boundary::Clamp)),
        program(&right),
        program(&majority(&mask(40, 700), Boundary::Mirror)),
        program(&j2d5pt(&field(40, 700), Boundary::Wrap)),
    ];
    let texts: Vec<String> = programs.iter().map(|p| tiles(p, &options)[0].to_string()).collect();
    let bytes = "512 columns (16 a lane, halo in 2 lanes) x 32 rows per warp, 2 rows a step";
    assert_eq!(texts[0], bytes);
    assert!(texts[1].starts_with("512 columns (16 a lane, halo in 1 lane) x "), "{}", texts[1]);
    assert_eq!(texts[2], bytes);
    assert_eq!(texts[3], "256 columns (8 a lane, halo in 2 lanes) x 16 rows per warp, 4 rows a step");
}
