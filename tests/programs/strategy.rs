//! The proptest strategies that draw programs.

use super::ast::*;
use super::*;
// ----- strategies ---------------------------------------------------------------------------

pub fn bx<T>(t: T) -> Box<T> {
    Box::new(t)
}

/// Elements: small values (comparisons and collisions matter), sometimes any `i32` (wrapping).
pub fn elem() -> impl Strategy<Value = i32> + Clone {
    prop_oneof![4 => -8i32..8, 1 => any::<i32>()]
}

/// Extents 0 to 6, with 0 and 1 frequent.
pub fn extent() -> impl Strategy<Value = usize> + Clone {
    prop_oneof![1 => Just(0usize), 1 => Just(1usize), 4 => 2usize..=6]
}

pub fn small_extent() -> impl Strategy<Value = usize> + Clone {
    prop_oneof![1 => Just(0usize), 1 => Just(1usize), 4 => 2usize..=4]
}

pub fn ex_strategy() -> BoxedStrategy<Ex> {
    let arr =
        prop_oneof![(0u8..3).prop_map(ArrRef::V), (0u8..3).prop_map(ArrRef::M), (0u8..3).prop_map(ArrRef::S)];
    let bin = prop_oneof![
        Just(BinK::Add),
        Just(BinK::Sub),
        Just(BinK::Mul),
        Just(BinK::Min),
        Just(BinK::Max),
        Just(BinK::Xor)
    ];
    let cmp = cmp_strategy();
    let leaf = prop_oneof![
        3 => (0u8..4).prop_map(Ex::Var),
        2 => (0u8..2).prop_map(Ex::Ix),
        2 => elem().prop_map(Ex::Lit),
    ];
    leaf.prop_recursive(4, 24, 4, move |inner| {
        prop_oneof![
            6 => (bin.clone(), inner.clone(), inner.clone()).prop_map(|(k, a, b)| Ex::Bin(k, bx(a), bx(b))),
            1 => inner.clone().prop_map(|a| Ex::Neg(bx(a))),
            2 => (cmp.clone(), inner.clone(), inner.clone(), inner.clone(), inner.clone())
                .prop_map(|(c, a, b, t, f)| Ex::Sel(c, bx([a, b, t, f]))),
            2 => (inner.clone(), 1u8..7).prop_map(|(a, n)| Ex::Heavy(bx(a), n)),
            3 => (arr.clone(), inner.clone()).prop_map(|(r, p)| Ex::Read(r, bx(p))),
            1 => (inner.clone(), inner.clone()).prop_map(|(a, b)| Ex::Loop(bx(a), bx(b))),
            1 => (inner.clone(), 1i32..10).prop_map(|(a, c)| Ex::Rem(bx(a), c)),
            1 => arr.clone().prop_map(Ex::Len),
        ]
    })
    .boxed()
}

/// Whether the reductions and permutes drawn use only `+`, `max` and `min` (not
/// [`RedOp::Custom`], which is in general neither associative nor commutative, and so
/// has one answer only where the backend combines in the interpreter's order, as the CPU
/// does on these small arrays). Set before [`property`] for a backend that combines in
/// parallel, like the GPU.
pub static ASSOCIATIVE_ONLY: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// A permute's combining function of the new value (`Var(0)`) and the old (`Var(1)`): any
/// expression, or under [`ASSOCIATIVE_ONLY`] `+`, `max` or `min` of the two (whose result
/// does not depend on the order colliding writes are combined in).
pub fn combine_strategy(e: BoxedStrategy<Ex>) -> BoxedStrategy<Ex> {
    if !ASSOCIATIVE_ONLY.load(std::sync::atomic::Ordering::Relaxed) {
        return e;
    }
    prop_oneof![Just(BinK::Add), Just(BinK::Max), Just(BinK::Min)]
        .prop_map(|k| Ex::Bin(k, bx(Ex::Var(0)), bx(Ex::Var(1))))
        .boxed()
}

pub fn red_strategy(e: BoxedStrategy<Ex>) -> impl Strategy<Value = Red> + Clone {
    let op = if ASSOCIATIVE_ONLY.load(std::sync::atomic::Ordering::Relaxed) {
        prop_oneof![3 => Just(RedOp::Add), 1 => Just(RedOp::Max), 1 => Just(RedOp::Min)].boxed()
    } else {
        prop_oneof![
            3 => Just(RedOp::Add),
            1 => Just(RedOp::Max),
            1 => Just(RedOp::Min),
            2 => e.prop_map(RedOp::Custom),
        ]
        .boxed()
    };
    (op, elem(), any::<bool>()).prop_map(|(op, seed, one)| Red { op, seed, one })
}

pub fn scan_kind() -> impl Strategy<Value = ScanK> + Clone {
    prop_oneof![
        Just(ScanK::Left),
        Just(ScanK::Right),
        Just(ScanK::LeftEx),
        Just(ScanK::RightEx),
        Just(ScanK::Both)
    ]
}

pub fn bnd_strategy() -> impl Strategy<Value = Bnd> + Clone {
    prop_oneof![Just(Bnd::Clamp), Just(Bnd::Mirror), Just(Bnd::Wrap), elem().prop_map(Bnd::Const)]
}

pub fn cmp_strategy() -> impl Strategy<Value = Cmp> + Clone {
    prop_oneof![Just(Cmp::Lt), Just(Cmp::Le), Just(Cmp::Gt), Just(Cmp::Ge), Just(Cmp::Eq), Just(Cmp::Ne)]
}

pub fn cube_kind(red: impl Strategy<Value = Red> + Clone + 'static) -> impl Strategy<Value = CubeK> + Clone {
    prop_oneof![
        red.prop_map(CubeK::Fold),
        Just(CubeK::Reshape),
        any::<u8>().prop_map(CubeK::Slice),
        any::<u8>().prop_map(CubeK::Swap)
    ]
}

pub fn pair_kind() -> impl Strategy<Value = PairK> + Clone {
    prop_oneof![
        Just(PairK::Plain),
        Just(PairK::Rebuild),
        Just(PairK::Reverse),
        Just(PairK::Scan),
        any::<u8>().prop_map(PairK::Iterate),
        bnd_strategy().prop_map(PairK::Stencil)
    ]
}

pub fn fail_kind() -> impl Strategy<Value = FailK> + Clone {
    prop_oneof![Just(FailK::Fold1Empty), Just(FailK::OutOfBounds), Just(FailK::DivZero), Just(FailK::Reshape)]
}

pub fn pattern1() -> impl Strategy<Value = Vec<i64>> + Clone {
    vec(-2i64..=2, 0..=4)
}

pub fn pattern2() -> impl Strategy<Value = Vec<(i64, i64)>> + Clone {
    vec((-1i64..=1, -1i64..=1), 0..=5)
}

/// The strategies of one depth.
#[derive(Clone)]
pub struct Gens {
    v: BoxedStrategy<VA>,
    m: BoxedStrategy<MA>,
    s: BoxedStrategy<SA>,
}

pub fn weighted<T: std::fmt::Debug + 'static>(arms: Vec<(u32, BoxedStrategy<T>)>) -> BoxedStrategy<T> {
    Union::new_weighted(arms).boxed()
}

pub fn leaves(e: &BoxedStrategy<Ex>) -> Gens {
    let v = weighted(vec![
        (4, (0u8..3).prop_map(VA::Ref).boxed()),
        (3, vec(elem(), 0..=6).prop_map(VA::Use).boxed()),
        (2, (extent(), e.clone()).prop_map(|(n, e)| VA::Gen(n, e)).boxed()),
        (1, (extent(), elem()).prop_map(|(n, c)| VA::Fill(n, c)).boxed()),
        (1, extent().prop_map(VA::Enum).boxed()),
    ]);
    let m = weighted(vec![
        (4, (0u8..3).prop_map(MA::Ref).boxed()),
        (
            3,
            (small_extent(), small_extent())
                .prop_flat_map(|(r, c)| vec(elem(), r * c).prop_map(move |xs| MA::Use(r, c, xs)))
                .boxed(),
        ),
        (2, (small_extent(), small_extent(), e.clone()).prop_map(|(r, c, e)| MA::Gen(r, c, e)).boxed()),
        (1, (small_extent(), small_extent(), elem()).prop_map(|(r, c, v)| MA::Fill(r, c, v)).boxed()),
        (1, (small_extent(), small_extent()).prop_map(|(r, c)| MA::Enum(r, c)).boxed()),
    ]);
    let s =
        weighted(vec![(2, (0u8..3).prop_map(SA::Ref).boxed()), (1, e.clone().prop_map(SA::Unit).boxed())]);
    Gens { v, m, s }
}

/// The strategies of programs of at most `depth` levels of array operations.
pub fn gens(depth: u32, e: &BoxedStrategy<Ex>) -> Gens {
    let leaf = leaves(e);
    if depth == 0 {
        return leaf;
    }
    let sub = gens(depth - 1, e);
    let (v, m, s) = (sub.v.clone(), sub.m.clone(), sub.s.clone());
    let e = e.clone();
    let red = red_strategy(e.clone());
    let count =
        prop_oneof![3 => (0u8..4).prop_map(Count::Lit), 1 => s.clone().prop_map(|s| Count::Data(bx(s)))];
    let src = prop_oneof![2 => v.clone().prop_map(Src::V), 1 => m.clone().prop_map(Src::M)];
    let bpv = prop_oneof![
        Just(BpV::Evens),
        (0u8..6).prop_map(BpV::Rotate),
        (0u8..6).prop_map(BpV::Take),
        e.clone().prop_map(BpV::Gather)
    ];
    let bpm = prop_oneof![
        (0u8..4).prop_map(BpM::RotateRows),
        Just(BpM::DropRow),
        Just(BpM::FirstColumn),
        (e.clone(), e.clone()).prop_map(|(a, b)| BpM::Gather(a, b))
    ];
    let after = prop::option::weighted(0.6, e.clone());

    let va = weighted(vec![
        (8, leaf.v.clone()),
        (5, (v.clone(), e.clone()).prop_map(|(x, f)| VA::Map(bx(x), f)).boxed()),
        (1, (v.clone(), e.clone()).prop_map(|(x, f)| VA::Imap(bx(x), f)).boxed()),
        (3, (v.clone(), v.clone(), e.clone()).prop_map(|(x, y, f)| VA::Zip(bx(x), bx(y), f)).boxed()),
        (2, (v.clone(), e.clone()).prop_map(|(x, f)| VA::ZipSelf(bx(x), f)).boxed()),
        (1, v.clone().prop_map(|x| VA::Rev(bx(x))).boxed()),
        (2, (v.clone(), bpv).prop_map(|(x, k)| VA::Bp(bx(x), k)).boxed()),
        (1, (m.clone(), any::<u8>()).prop_map(|(x, k)| VA::Row(bx(x), k)).boxed()),
        (1, (m.clone(), any::<u8>()).prop_map(|(x, k)| VA::Col(bx(x), k)).boxed()),
        (1, m.clone().prop_map(|x| VA::Flat(bx(x))).boxed()),
        (2, (m.clone(), red.clone()).prop_map(|(x, r)| VA::FoldRows(bx(x), r)).boxed()),
        (2, (v.clone(), scan_kind(), red.clone()).prop_map(|(x, k, r)| VA::Scan(bx(x), k, r)).boxed()),
        (1, (m.clone(), any::<bool>(), red.clone()).prop_map(|(x, d, r)| VA::Totals(bx(x), d, r)).boxed()),
        (
            2,
            (src.clone(), v.clone(), any::<bool>(), e.clone(), combine_strategy(e.clone()))
                .prop_map(|(s, d, rd, t, c)| VA::Permute(bx(s), bx(d), rd, t, c))
                .boxed(),
        ),
        (
            3,
            (v.clone(), pattern1(), bnd_strategy(), e.clone(), after.clone())
                .prop_map(|(x, p, b, f, g)| VA::Stencil(bx(x), p, b, f, g))
                .boxed(),
        ),
        (
            1,
            (v.clone(), v.clone(), pattern1(), bnd_strategy(), pattern1(), bnd_strategy(), e.clone())
                .prop_map(|(x, y, px, bx_, py, by, f)| VA::Stencil2(bx(x), bx(y), px, bx_, py, by, f))
                .boxed(),
        ),
        (2, (count.clone(), v.clone(), v.clone()).prop_map(|(c, i, b)| VA::Iterate(c, bx(i), bx(b))).boxed()),
        (
            1,
            (count.clone(), v.clone(), v.clone(), v.clone(), v.clone(), any::<u8>())
                .prop_map(|(c, i1, i2, b1, b2, k)| VA::IterPair(c, bx([i1, i2, b1, b2]), k))
                .boxed(),
        ),
        (
            1,
            (any::<u8>(), any::<u8>(), v.clone(), v.clone())
                .prop_map(|(k, d, i, b)| VA::Awhile(k, d, bx(i), bx(b)))
                .boxed(),
        ),
        (
            1,
            (s.clone(), elem(), v.clone(), v.clone())
                .prop_map(|(c, t, x, y)| VA::Acond(bx(c), t, bx(x), bx(y)))
                .boxed(),
        ),
        (
            2,
            (v.clone(), e.clone(), e.clone(), e.clone())
                .prop_map(|(x, f, g, h)| VA::Pack(bx(x), bx([f, g, h])))
                .boxed(),
        ),
        (
            2,
            (v.clone(), v.clone(), e.clone(), e.clone(), e.clone(), pair_kind())
                .prop_map(|(x, y, f, g, h, k)| VA::Pairs(bx(x), bx(y), bx([f, g, h]), k))
                .boxed(),
        ),
        (1, (v.clone(), e.clone()).prop_map(|(x, f)| VA::Wide(bx(x), f)).boxed()),
        (
            2,
            (
                v.clone(),
                s.clone(),
                prop_oneof![Just(DynK::Backpermute), e.clone().prop_map(DynK::Generate), Just(DynK::Reshape)],
            )
                .prop_map(|(x, s, k)| VA::Dyn(bx(x), bx(s), k))
                .boxed(),
        ),
        (1, (v.clone(), v.clone(), cmp_strategy()).prop_map(|(x, y, c)| VA::Mask(bx(x), bx(y), c)).boxed()),
        (2, (fail_kind(), v.clone()).prop_map(|(k, x)| VA::Fail(k, bx(x))).boxed()),
        (5, (v.clone(), v.clone()).prop_map(|(x, b)| VA::Let(bx(x), bx(b))).boxed()),
        (1, (m.clone(), v.clone()).prop_map(|(x, b)| VA::LetM(bx(x), bx(b))).boxed()),
        (1, (s.clone(), v.clone()).prop_map(|(x, b)| VA::LetS(bx(x), bx(b))).boxed()),
    ]);

    let ma = weighted(vec![
        (8, leaf.m.clone()),
        (4, (m.clone(), e.clone()).prop_map(|(x, f)| MA::Map(bx(x), f)).boxed()),
        (1, (m.clone(), e.clone()).prop_map(|(x, f)| MA::Imap(bx(x), f)).boxed()),
        (2, (m.clone(), m.clone(), e.clone()).prop_map(|(x, y, f)| MA::Zip(bx(x), bx(y), f)).boxed()),
        (1, (m.clone(), e.clone()).prop_map(|(x, f)| MA::ZipSelf(bx(x), f)).boxed()),
        (2, m.clone().prop_map(|x| MA::Transpose(bx(x))).boxed()),
        (1, m.clone().prop_map(|x| MA::Rev(bx(x))).boxed()),
        (2, (m.clone(), bpm).prop_map(|(x, k)| MA::Bp(bx(x), k)).boxed()),
        (1, (v.clone(), any::<u8>()).prop_map(|(x, k)| MA::RepRows(bx(x), k)).boxed()),
        (1, (v.clone(), any::<u8>()).prop_map(|(x, k)| MA::RepCols(bx(x), k)).boxed()),
        (1, (v.clone(), any::<u8>(), any::<bool>()).prop_map(|(x, k, o)| MA::Reshape(bx(x), k, o)).boxed()),
        (1, m.clone().prop_map(|x| MA::ReshapeT(bx(x))).boxed()),
        (1, (m.clone(), e.clone()).prop_map(|(x, f)| MA::FlatMap(bx(x), f)).boxed()),
        (2, (v.clone(), v.clone(), e.clone()).prop_map(|(x, y, f)| MA::Outer(bx(x), bx(y), f)).boxed()),
        (2, (m.clone(), scan_kind(), red.clone()).prop_map(|(x, k, r)| MA::Scan(bx(x), k, r)).boxed()),
        (
            2,
            (src, m.clone(), any::<bool>(), e.clone(), e.clone(), combine_strategy(e.clone()))
                .prop_map(|(s, d, rd, tr, tc, c)| MA::Permute(bx(s), bx(d), rd, bx([tr, tc, c])))
                .boxed(),
        ),
        (
            3,
            (m.clone(), pattern2(), bnd_strategy(), e.clone(), after)
                .prop_map(|(x, p, b, f, g)| MA::Stencil(bx(x), p, b, f, g))
                .boxed(),
        ),
        (
            1,
            (m.clone(), m.clone(), pattern2(), bnd_strategy(), pattern2(), bnd_strategy(), e.clone())
                .prop_map(|(x, y, px, bx_, py, by, f)| MA::Stencil2(bx(x), bx(y), px, bx_, py, by, f))
                .boxed(),
        ),
        (2, (count, m.clone(), m.clone()).prop_map(|(c, i, b)| MA::Iterate(c, bx(i), bx(b))).boxed()),
        (
            1,
            (any::<u8>(), any::<u8>(), m.clone(), m.clone())
                .prop_map(|(k, d, i, b)| MA::Awhile(k, d, bx(i), bx(b)))
                .boxed(),
        ),
        (
            1,
            (s.clone(), elem(), m.clone(), m.clone())
                .prop_map(|(c, t, x, y)| MA::Acond(bx(c), t, bx(x), bx(y)))
                .boxed(),
        ),
        (
            1,
            (m.clone(), e.clone(), e.clone(), e.clone())
                .prop_map(|(x, f, g, h)| MA::Pack(bx(x), bx([f, g, h])))
                .boxed(),
        ),
        (
            2,
            (m.clone(), any::<u8>(), e.clone(), cube_kind(red.clone()))
                .prop_map(|(x, k, f, c)| MA::Cube(bx(x), k, f, c))
                .boxed(),
        ),
        (4, (m.clone(), m.clone()).prop_map(|(x, b)| MA::Let(bx(x), bx(b))).boxed()),
        (1, (v.clone(), m.clone()).prop_map(|(x, b)| MA::LetV(bx(x), bx(b))).boxed()),
    ]);

    let sa = weighted(vec![
        (3, leaf.s.clone()),
        (3, (v.clone(), red.clone()).prop_map(|(x, r)| SA::Fold(bx(x), r)).boxed()),
        (2, (m.clone(), red.clone()).prop_map(|(x, r)| SA::FoldAll(bx(x), r)).boxed()),
        (1, (v.clone(), any::<bool>(), red).prop_map(|(x, d, r)| SA::Total(bx(x), d, r)).boxed()),
        (1, (v, any::<u8>()).prop_map(|(x, k)| SA::At(bx(x), k)).boxed()),
    ]);
    Gens { v: va, m: ma, s: sa }
}

pub fn prog_strategy() -> impl Strategy<Value = Prog> {
    let e = ex_strategy();
    let defs = gens(DEPTH - 1, &e);
    let outs = gens(DEPTH, &e);
    let def = prop_oneof![
        3 => defs.v.prop_map(Def::V),
        2 => defs.m.prop_map(Def::M),
        1 => defs.s.prop_map(Def::S),
    ];
    let out = prop_oneof![
        3 => outs.v.clone().prop_map(Out::V),
        2 => outs.m.clone().prop_map(Out::M),
        1 => outs.s.clone().prop_map(Out::S),
        3 => (outs.v.clone(), outs.v.clone()).prop_map(|(a, b)| Out::VV(a, b)),
        2 => (outs.v.clone(), outs.m.clone()).prop_map(|(a, b)| Out::VM(a, b)),
        1 => (outs.v.clone(), outs.m.clone(), outs.s).prop_map(|(a, b, c)| Out::Triple(a, b, c)),
        2 => (outs.v, vec(e.clone(), 2..=3)).prop_map(|(a, fs)| Out::Fan(a, fs)),
        1 => (outs.m, e.clone(), e).prop_map(|(a, f, g)| Out::FanM(a, f, g)),
    ];
    (prop::bool::weighted(0.25), vec(def, 0..=3), out).prop_map(|(faults, defs, out)| Prog {
        faults,
        defs,
        out,
    })
}
