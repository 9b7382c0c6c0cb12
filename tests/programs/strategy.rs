//! The proptest strategies that draw programs.

use super::approx::approx_strategy;
use super::ast::*;
use super::scalar::{TEx, sty_strategy, tex_strategy};
use super::typed::{TA, offset, ta_strategy};
use super::*;

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

pub fn ex_strategy(t: BoxedStrategy<TEx>) -> BoxedStrategy<Ex> {
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
            3 => (sty_strategy(), t.clone()).prop_map(|(s, e)| Ex::Via(s, bx(e))),
            2 => (arr.clone(), inner.clone()).prop_map(|(r, p)| Ex::ReadRaw(r, bx(p))),
        ]
    })
    .boxed()
}

/// A reduction: `+`, `max`, `min` or any function of two values (which the builder turns
/// into one of the three where the order of combining is the backend's, see `Env::assoc`).
pub fn red_strategy(e: BoxedStrategy<Ex>) -> impl Strategy<Value = Red> + Clone {
    let op = prop_oneof![
        3 => Just(RedOp::Add),
        1 => Just(RedOp::Max),
        1 => Just(RedOp::Min),
        2 => e.prop_map(RedOp::Custom),
    ];
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
    prop_oneof![
        Just(FailK::Fold1Empty),
        Just(FailK::OutOfBounds),
        Just(FailK::DivZero),
        Just(FailK::Reshape),
        Just(FailK::Negative)
    ]
}

/// Patterns of up to 6 taps within ±4 (most within ±1; repeated offsets too).
pub fn pattern1() -> impl Strategy<Value = Vec<i64>> + Clone {
    vec(prop_oneof![3 => -2i64..=2, 1 => -4i64..=4], 0..=6)
}

pub fn pattern2() -> impl Strategy<Value = Vec<(i64, i64)>> + Clone {
    vec((offset(), offset()), 0..=9)
}

pub fn pattern3() -> impl Strategy<Value = Vec<(i64, i64, i64)>> + Clone {
    vec((offset(), offset(), offset()), 0..=8)
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
        (1, (any::<u8>(), any::<u64>()).prop_map(|(k, s)| VA::Big(k, s)).boxed()),
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
        (1, (any::<u8>(), any::<u64>()).prop_map(|(k, s)| MA::Big(k, s)).boxed()),
    ]);
    let s =
        weighted(vec![(2, (0u8..3).prop_map(SA::Ref).boxed()), (1, e.clone().prop_map(SA::Unit).boxed())]);
    Gens { v, m, s }
}

/// What the strategies of one level are made of: the leaves, the programs of the level
/// below, and the scalar strategies.
struct Level {
    leaf: Gens,
    v: BoxedStrategy<VA>,
    m: BoxedStrategy<MA>,
    s: BoxedStrategy<SA>,
    e: BoxedStrategy<Ex>,
    t: BoxedStrategy<TEx>,
    red: BoxedStrategy<Red>,
    count: BoxedStrategy<Count>,
    src: BoxedStrategy<Src>,
}

/// The strategies of programs of at most `depth` levels of array operations.
pub fn gens(depth: u32, e: &BoxedStrategy<Ex>, t: &BoxedStrategy<TEx>) -> Gens {
    let leaf = leaves(e);
    if depth == 0 {
        return leaf;
    }
    let sub = gens(depth - 1, e, t);
    let (v, m, s) = (sub.v, sub.m, sub.s);
    let lit = prop_oneof![4 => (0u8..4).prop_map(Count::Lit), 1 => (4u8..=20).prop_map(Count::Lit)];
    let l = Level {
        leaf,
        red: red_strategy(e.clone()).boxed(),
        count: prop_oneof![4 => lit, 1 => s.clone().prop_map(|s| Count::Data(bx(s)))].boxed(),
        src: prop_oneof![2 => v.clone().prop_map(Src::V), 1 => m.clone().prop_map(Src::M)].boxed(),
        v,
        m,
        s,
        e: e.clone(),
        t: t.clone(),
    };
    Gens { v: va_level(&l), m: ma_level(&l), s: sa_level(&l) }
}

fn va_level(l: &Level) -> BoxedStrategy<VA> {
    let (v, m, s, e, red) = (&l.v, &l.m, &l.s, &l.e, &l.red);
    let bpv = prop_oneof![
        Just(BpV::Evens),
        (0u8..6).prop_map(BpV::Rotate),
        (0u8..6).prop_map(BpV::Take),
        e.clone().prop_map(BpV::Gather)
    ];
    let after = prop::option::weighted(0.6, e.clone());
    let dynk = prop_oneof![Just(DynK::Backpermute), e.clone().prop_map(DynK::Generate), Just(DynK::Reshape)];
    weighted(vec![
        (8, l.leaf.v.clone()),
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
            (l.src.clone(), v.clone(), any::<bool>(), e.clone(), e.clone())
                .prop_map(|(s, d, rd, t, c)| VA::Permute(bx(s), bx(d), rd, t, c))
                .boxed(),
        ),
        (
            3,
            (v.clone(), pattern1(), bnd_strategy(), e.clone(), after)
                .prop_map(|(x, p, b, f, g)| VA::Stencil(bx(x), p, b, f, g))
                .boxed(),
        ),
        (
            1,
            (v.clone(), v.clone(), pattern1(), bnd_strategy(), pattern1(), bnd_strategy(), e.clone())
                .prop_map(|(x, y, px, bx_, py, by, f)| VA::Stencil2(bx(x), bx(y), px, bx_, py, by, f))
                .boxed(),
        ),
        (
            2,
            (l.count.clone(), v.clone(), v.clone())
                .prop_map(|(c, i, b)| VA::Iterate(c, bx(i), bx(b)))
                .boxed(),
        ),
        (
            1,
            (l.count.clone(), v.clone(), v.clone(), v.clone(), v.clone(), any::<u8>())
                .prop_map(|(c, i1, i2, b1, b2, k)| VA::IterPair(c, bx([i1, i2, b1, b2]), k))
                .boxed(),
        ),
        (
            1,
            (l.count.clone(), vec((v.clone(), v.clone()), 3..=4))
                .prop_map(|(c, parts)| VA::IterTuple(c, parts))
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
            1,
            (
                l.count.clone(),
                prop::option::of((any::<u8>(), any::<u8>())),
                s.clone(),
                elem(),
                v.clone(),
                v.clone(),
                v.clone(),
            )
                .prop_map(|(c, w, s, t, i, x, y)| VA::Switched(c, w, bx(s), t, bx(i), bx([x, y])))
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
            1,
            (v.clone(), prop::option::of(e.clone()), any::<bool>())
                .prop_map(|(x, k, narrow)| VA::Sort(bx(x), k, narrow))
                .boxed(),
        ),
        (
            1,
            (v.clone(), e.clone(), any::<bool>())
                .prop_map(|(x, f, seeded)| VA::FoldSeg(bx(x), f, seeded))
                .boxed(),
        ),
        (2, (v.clone(), s.clone(), dynk).prop_map(|(x, s, k)| VA::Dyn(bx(x), bx(s), k)).boxed()),
        (1, (v.clone(), v.clone(), cmp_strategy()).prop_map(|(x, y, c)| VA::Mask(bx(x), bx(y), c)).boxed()),
        (
            1,
            (v.clone(), cmp_strategy(), e.clone(), any::<bool>())
                .prop_map(|(x, c, f, p)| VA::Compact(bx(x), c, f, p))
                .boxed(),
        ),
        (2, (fail_kind(), v.clone()).prop_map(|(k, x)| VA::Fail(k, bx(x))).boxed()),
        (
            3,
            (sty_strategy(), ta_strategy(1, v.clone(), l.t.clone()))
                .prop_map(|(s, t)| VA::Typed(s, bx(t)))
                .boxed(),
        ),
        (5, (v.clone(), v.clone()).prop_map(|(x, b)| VA::Let(bx(x), bx(b))).boxed()),
        (1, (m.clone(), v.clone()).prop_map(|(x, b)| VA::LetM(bx(x), bx(b))).boxed()),
        (1, (s.clone(), v.clone()).prop_map(|(x, b)| VA::LetS(bx(x), bx(b))).boxed()),
    ])
}

fn ma_level(l: &Level) -> BoxedStrategy<MA> {
    let (v, m, s, e, red) = (&l.v, &l.m, &l.s, &l.e, &l.red);
    let bpm = prop_oneof![
        (0u8..4).prop_map(BpM::RotateRows),
        Just(BpM::DropRow),
        Just(BpM::FirstColumn),
        (e.clone(), e.clone()).prop_map(|(a, b)| BpM::Gather(a, b))
    ];
    let after = prop::option::weighted(0.6, e.clone());
    let st3 = prop::option::weighted(
        0.5,
        (pattern3(), bnd_strategy(), e.clone())
            .prop_map(|(pattern, bnd, f)| bx(Stencil3 { pattern, bnd, f })),
    );
    weighted(vec![
        (8, l.leaf.m.clone()),
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
            (l.src.clone(), m.clone(), any::<bool>(), e.clone(), e.clone(), e.clone())
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
        (
            2,
            (l.count.clone(), m.clone(), m.clone())
                .prop_map(|(c, i, b)| MA::Iterate(c, bx(i), bx(b)))
                .boxed(),
        ),
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
            3,
            (m.clone(), any::<u8>(), e.clone(), st3, cube_kind(red.clone()))
                .prop_map(|(x, k, f, st, c)| MA::Cube(bx(x), k, f, st, c))
                .boxed(),
        ),
        (4, (m.clone(), m.clone()).prop_map(|(x, b)| MA::Let(bx(x), bx(b))).boxed()),
        (1, (v.clone(), m.clone()).prop_map(|(x, b)| MA::LetV(bx(x), bx(b))).boxed()),
    ])
}

fn sa_level(l: &Level) -> BoxedStrategy<SA> {
    let (v, m, red) = (&l.v, &l.m, &l.red);
    weighted(vec![
        (3, l.leaf.s.clone()),
        (3, (v.clone(), red.clone()).prop_map(|(x, r)| SA::Fold(bx(x), r)).boxed()),
        (2, (m.clone(), red.clone()).prop_map(|(x, r)| SA::FoldAll(bx(x), r)).boxed()),
        (1, (v.clone(), any::<bool>(), red.clone()).prop_map(|(x, d, r)| SA::Total(bx(x), d, r)).boxed()),
        (1, (v.clone(), any::<u8>()).prop_map(|(x, k)| SA::At(bx(x), k)).boxed()),
    ])
}

/// Whole programs: a quarter with faults, a share `large` of them large.
pub fn prog_strategy(large: f64) -> impl Strategy<Value = Prog> {
    let t = tex_strategy();
    let e = ex_strategy(t.clone());
    let defs = gens(DEPTH - 1, &e, &t);
    let outs = gens(DEPTH, &e, &t);
    let def = prop_oneof![
        3 => defs.v.clone().prop_map(Def::V),
        2 => defs.m.prop_map(Def::M),
        1 => defs.s.prop_map(Def::S),
    ];
    let typed: BoxedStrategy<TA> = ta_strategy(2, defs.v, t);
    let out = prop_oneof![
        3 => outs.v.clone().prop_map(Out::V),
        2 => outs.m.clone().prop_map(Out::M),
        1 => outs.s.clone().prop_map(Out::S),
        3 => (outs.v.clone(), outs.v.clone()).prop_map(|(a, b)| Out::VV(a, b)),
        2 => (outs.v.clone(), outs.m.clone()).prop_map(|(a, b)| Out::VM(a, b)),
        1 => (outs.v.clone(), outs.m.clone(), outs.s).prop_map(|(a, b, c)| Out::Triple(a, b, c)),
        2 => (outs.v.clone(), vec(e.clone(), 1..=4)).prop_map(|(a, fs)| Out::Fan(a, fs)),
        4 => (sty_strategy(), typed.clone(), outs.v.clone()).prop_map(|(s, t, v)| Out::Typed(s, t, v)),
        1 => (outs.m, e.clone(), e).prop_map(|(a, f, g)| Out::FanM(a, f, g)),
        2 => (outs.v, approx_strategy(typed)).prop_map(|(v, a)| Out::Approx(v, a)),
    ];
    (prop::bool::weighted(0.25), prop::bool::weighted(large), vec(def, 0..=3), out)
        .prop_map(|(faults, large, defs, out)| Prog { faults, large, defs, out })
}
