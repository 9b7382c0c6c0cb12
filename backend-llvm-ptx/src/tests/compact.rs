//! The compaction's kernel (`grid`'s `scan/compact.rs`): one kernel with its producer fused
//! in, one `chained` entry that votes, counts with `popc`, takes tiles from a counter and
//! publishes each tile's count packed with its state; assembled without spills for every
//! element type, tuples included.

use systole_frontend::prelude::*;
use systole_skeletons::grid;

use super::{check, program};

#[test]
fn compactions_of_every_element_type_are_one_single_pass_kernel() {
    let n = 1000usize;
    let xs = use_array(&Array::from_fn([n], |[i]| (i as i64 * 7919) % 1001 - 500));
    let p = (
        (xs.map(|x| x.cast::<f32>() * 0.5).filter(|x| x.lt(0.0)).0, xs.filter(|x| (x % 3).eq(0)).0),
        (xs.map(|x| x.cast::<u8>()).filter(|x| x.gt(7)).0, xs.map(|x| x.lt(0)).filter(|b| b).0),
        xs.map(|x| (x.cast::<i32>(), x.cast::<f64>())).partition(|p| p.fst().gt(0)).0,
        // an array in memory
        use_array(&Array::from_fn([n], |[i]| i as f32 - 500.0)).filter(|x| x.lt(0.0)).0,
    );
    let plan = systole_fusion::plan(&program(&p)).expect("a plan");
    let compactions = plan.kernel_names().iter().filter(|&&k| k == "compact").count();
    // the producers are fused in: one kernel each, two for the partition (and its gather)
    assert_eq!(compactions, 7, "{:?}", plan.kernel_names());
    let texts: Vec<String> =
        check(program(&p)).into_iter().filter(|(name, _)| *name == "compact").map(|(_, t)| t).collect();
    assert_eq!(texts.len(), 7);
    // elements of 4 bytes or fewer on 4 blocks a multiprocessor (`f32`, `u8`, `bool`; the
    // partition's pair and the `i64`s on 3)
    let narrow = texts.iter().filter(|t| t.contains(".minnctapersm 4")).count();
    assert_eq!(narrow, 4, "blocks a multiprocessor");
    for text in texts {
        assert!(text.contains("_chained("), "one entry:\n{text}");
        assert!(text.contains(&format!(".maxntid {}", grid::COMPACT_WARPS * 32)), "its block:\n{text}");
        assert!(
            text.contains("vote.sync.ballot.b32") && text.contains("popc.b32"),
            "votes and counts:\n{text}"
        );
        assert!(text.contains("atom.global.add.u32"), "the tile counter:\n{text}");
        assert!(text.contains("st.relaxed.gpu.global.u64"), "packed publication:\n{text}");
        assert!(text.contains("ld.relaxed.gpu.global.u64"), "packed look-back:\n{text}");
        assert!(!text.contains(".release") && !text.contains(".acquire"), "no fences:\n{text}");
        assert!(text.contains("bar.sync"), "a block shares its tile's counts:\n{text}");
    }
}

/// Elements of up to 184 bytes are staged: a warp compacts its kept elements into its own
/// area of shared memory and writes them as one run (`st.shared`, then `ld.shared` before the
/// stores to the kept vector); wider ones, whose tile would not fit a block's shared memory,
/// keep theirs in registers (no staging area). Every kernel assembles without spills
/// (`SYSTOLE_PTXAS_REPORT=1` prints the registers).
#[test]
fn compactions_stage_their_tiles_in_shared_memory_where_they_fit() {
    use systole_frontend::{ScalarType, Type};
    let n = 1000usize;
    let xs = use_array(&Array::from_fn([n], |[i]| i as f32 - 500.0));
    let f32_ = Type::Scalar(ScalarType::F32);
    assert!(grid::compact_staged(&f32_));
    assert_eq!(grid::compact_tile(&f32_), (grid::COMPACT_WARPS * 32 * grid::compact_items(&f32_)) as usize);
    // 24 f64s: 192 bytes an element
    let quad = Type::Tuple(vec![Type::Scalar(ScalarType::F64); 4]);
    let wide = Type::Tuple(vec![Type::Tuple(vec![quad.clone(), quad.clone(), quad.clone()]); 2]);
    assert!(!grid::compact_staged(&wide), "a 192-byte element's tile does not fit");
    let staged = check(program(&xs.filter(|x| x.lt(0.0)).0));
    let [(_, text)] = &staged[..] else { panic!("one kernel: {staged:?}") };
    assert!(text.contains("st.shared") && text.contains("ld.shared"), "the staged tile:\n{text}");
    assert!(text.contains(".minnctapersm 4"), "4 blocks a multiprocessor:\n{text}");
    let q = |x: Exp<f64>| (x, x + 1.0, x + 2.0, x + 3.0);
    let wide = check(program(
        &xs.map(|x| {
            let x = x.cast::<f64>();
            ((q(x), q(x * 2.0), q(x * 3.0)), (q(x * 4.0), q(x * 5.0), q(x * 6.0)))
        })
        .filter(|p| p.fst().unpack().0.unpack().0.lt(0.0))
        .0,
    ));
    let compact: Vec<&String> = wide.iter().filter(|(name, _)| *name == "compact").map(|(_, t)| t).collect();
    assert_eq!(compact.len(), 1);
    assert!(!compact[0].contains("st.shared.f64"), "no staging area for a 192-byte element");
}
