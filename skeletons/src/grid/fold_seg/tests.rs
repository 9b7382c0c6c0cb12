//! A model of the two entries in plain Rust, lane by lane as the generated code runs
//! them (the same search, per-lane loop, shuffle scan and fixup), checked against
//! a plain fold under a non-commutative operator: the algorithm, not its code
//! generation (tests/gpu.rs runs that).

/// An affine map `x -> a x + b`; composing in order is associative, not commutative.
type Map = (i64, i64);

fn compose(p: Map, q: Map) -> Map {
    (p.0.wrapping_mul(q.0), p.1.wrapping_mul(q.0).wrapping_add(q.1))
}

/// A value and whether it holds anything.
type Part = (Map, bool);

fn join(a: Part, b: Part) -> Part {
    match (a.1, b.1) {
        (true, true) => (compose(a.0, b.0), true),
        (true, false) => a,
        _ => b,
    }
}

fn bisect(lo: i64, hi: i64, below: impl Fn(i64) -> bool) -> i64 {
    let (mut lo, mut hi) = (lo, hi);
    while lo < hi {
        let mid = (lo + hi) >> 1;
        if below(mid) { lo = mid + 1 } else { hi = mid }
    }
    lo
}

/// `bisect_wide` as the generated code runs it.
fn bisect_wide(lo: i64, hi: i64, below: impl Fn(i64) -> bool) -> i64 {
    let (mut lo, mut hi) = (lo, hi);
    while lo < hi {
        let probes: Vec<i64> =
            (1..super::WAYS).map(|k| lo + (((hi - lo) * k) >> super::WAYS.trailing_zeros())).collect();
        let holds: Vec<bool> = probes.iter().map(|&m| below(m)).collect();
        let (mut next_lo, mut next_hi) = (lo, hi);
        for (&m, &b) in probes.iter().zip(&holds) {
            if b {
                next_lo = m + 1;
            }
        }
        for (&m, &b) in probes.iter().zip(&holds).rev() {
            if !b {
                next_hi = m;
            }
        }
        (lo, hi) = (next_lo, next_hi);
    }
    lo
}

#[test]
fn the_wide_bisection_finds_what_the_binary_one_finds() {
    for lo in [0i64, 3, 100] {
        for width in 0..300i64 {
            for cut in lo..=lo + width {
                let below = |i: i64| i < cut;
                assert_eq!(
                    bisect_wide(lo, lo + width, below),
                    bisect(lo, lo + width, below),
                    "{lo} {width} {cut}"
                );
            }
        }
    }
}

/// The model: one value a segment, `per_lane` items a lane.
fn model(offs: &[i64], xs: &[Map], seed: Map, per_lane: usize) -> Vec<Map> {
    let tile_items = 32 * per_lane;
    let n = xs.len() as i64;
    let segments = offs.len().saturating_sub(1) as i64;
    if segments == 0 {
        return vec![];
    }
    let mut out = vec![(7777, 7777); segments as usize];
    let with_seed = |p: Part| if p.1 { compose(seed, p.0) } else { seed };
    // a staged value, marked as written
    let with_seed_part = |p: Part| (with_seed(p), true);
    let base = offs[0].clamp(0, n);
    let end_of = |r: i64| offs[r as usize + 1].clamp(base, n) - base;
    let last = (segments - 1).max(0);
    let elements = end_of(last);
    let items = segments + elements;
    let tiles = (segments + n) as usize;
    let tiles = tiles.div_ceil(tile_items) as i64;
    let mut partial = vec![((0, 0), false); 2 * tiles as usize];
    let mut states = vec![0i64; 2 * tiles as usize];
    let empty: Part = ((0, 0), false);
    let tile = tile_items as i64;
    for t in 0..tiles {
        struct Lane {
            i0: i64,
            continued: bool,
            i_end: i64,
            carry: Part,
            ended: bool,
            head: Part,
        }
        let dt = (t * tile).min(items);
        let de = (dt + tile).min(items);
        // the search pass's words (a thread a tile boundary): `it`, and whether the tile's
        // first segment began in an earlier tile
        let search = |b: i64| {
            let d = (b * tile).min(items);
            let i = bisect_wide((d - elements).max(0), d.min(segments), |mid| end_of(mid) < d - mid);
            let start = if i == 0 { 0 } else { end_of((i - 1).max(0)) };
            (i, d - i > start)
        };
        let (it, tile_continued) = search(t);
        let jt = dt - it;
        let start_it = if tile_continued { jt - 1 } else { jt };
        // the ends in the tile as the next tile's word counts them, staged by the warp in
        // round groups while the tile holds more
        let hi = de.min(segments).min(it + de - dt);
        let ends_in = (search(t + 1).0 - it).clamp(0, tile).min(hi - it);
        let mut ends = vec![-1i64; tile_items + 1];
        for g in super::round_groups(per_lane) {
            if ends_in > 32 * g.start {
                for k in 32 * g.start..32 * g.end {
                    ends[k as usize] = (end_of((it + k.min(ends_in)).min(last)) - jt).clamp(0, tile + 1);
                }
            }
        }
        // those ends are the ones before the tile's last item (as a vote would find them)
        for k in 0..ends_in {
            assert!(ends[k as usize] + k < de - dt, "tile {t}: end {k} is past the tile");
        }
        if it + ends_in < hi {
            assert!(end_of(it + ends_in) - jt + ends_in >= de - dt, "tile {t}: an end left out");
        }
        let elements_in = (de - dt - ends_in).min(elements - jt);
        // the true tile end, by bisection
        let ie = bisect((de - elements).max(it), hi, |mid| end_of(mid) < de - mid);
        assert_eq!(it + ends_in, ie, "tile {t}");
        // after the ends, the end of the segment open at the tile's end
        ends[ends_in as usize] = elements_in;
        let end_at = |i: i64| ends[i as usize];
        let slot = |k: i64| k as usize;
        let mut outs = vec![((-1, -1), false); tile_items + 1];
        let mut lanes = Vec::new();
        for lane in 0..32i64 {
            let d0 = (lane * per_lane as i64).min(de - dt);
            let d1 = (d0 + per_lane as i64).min(de - dt);
            let i0 = bisect((d0 - elements_in).max(0), d0.min(ends_in), |mid| end_at(mid) < d0 - mid);
            let j0 = d0 - i0;
            let start0 = if i0 == 0 { start_it - jt } else { end_at((i0 - 1).max(0)) };
            let continued = j0 > start0;
            let (mut i, mut j, mut e) = (i0, j0, end_at(i0));
            let (mut acc, mut ended, mut head) = (empty, false, empty);
            for k in 0..per_lane as i64 {
                if k >= d1 - d0 {
                    continue;
                }
                if j < e {
                    assert!(j < elements_in, "{j} outside the tile's {elements_in} elements");
                    acc = join(acc, (xs[(base + jt + j) as usize], true));
                    j += 1;
                } else {
                    assert!(i < ends_in, "end {i} outside the tile's {ends_in}");
                    let defer = !ended && continued;
                    if !defer && it + i < segments {
                        outs[slot(i)] = with_seed_part(acc);
                    }
                    if defer {
                        head = acc;
                    }
                    i += 1;
                    e = end_at(i);
                    acc = empty;
                    ended = true;
                }
            }
            lanes.push(Lane { i0, continued, i_end: it + i, carry: acc, ended, head });
        }
        // the segmented scan across the lanes, as the shuffles run it
        let mut s: Vec<(bool, Part)> = lanes.iter().map(|l| (l.ended, l.carry)).collect();
        for d in [1usize, 2, 4, 8, 16] {
            let before = s.clone();
            for lane in d..32 {
                let (o, m) = (before[lane - d], before[lane]);
                let v = if m.0 { m.1 } else { join(o.1, m.1) };
                s[lane] = (m.0 || o.0, v);
            }
        }
        let first_end = lanes.iter().position(|l| l.ended).unwrap_or(32);
        assert_eq!(tile_continued, lanes[0].continued);
        for (lane, l) in lanes.iter().enumerate() {
            if !(l.ended && l.continued && it + l.i0 < segments) {
                continue;
            }
            let prefix = if lane == 0 { empty } else { s[lane - 1].1 };
            let value = join(prefix, l.head);
            if lane == first_end && tile_continued {
                assert_eq!(l.i0, 0);
                let at = 2 * t as usize + 1;
                partial[at] = value;
                states[at] = i64::from(value.1);
            } else {
                outs[slot(l.i0)] = with_seed_part(value);
            }
        }
        // the warp's copy of the staged values
        for k in 0..ends_in {
            if !(k == 0 && tile_continued) && it + k < segments {
                assert!(outs[k as usize].1, "segment {} of tile {t} not staged", it + k);
                out[(it + k) as usize] = outs[k as usize].0;
            }
        }
        partial[2 * t as usize] = s[31].1;
        states[2 * t as usize] = lanes[31].i_end * 2 + i64::from(s[31].1.1);
    }
    // the fixup: a lane a tile, a run that ends in the next tile joined by its lane, a
    // longer one folded by the warp
    let key = |t: i64| states[2 * t as usize] >> 1;
    let carry_has = |t: i64| states[2 * t as usize] & 1 != 0;
    let tail = |e: i64| {
        let at = 2 * e as usize + 1;
        (partial[at].0, states[at] != 0)
    };
    let last_tile = (tiles - 1).max(0);
    for t in 0..tiles {
        let r = key(t);
        let starts = t == 0 || key((t - 1).max(0)) != r;
        if !(starts && r < segments) {
            continue;
        }
        if t < last_tile && key(t + 1) > r {
            if carry_has(t) {
                out[r as usize] = with_seed(join((partial[2 * t as usize].0, true), tail(t + 1)));
            }
            continue;
        }
        let e = bisect(t + 1, tiles, |mid| key(mid) <= r).min(last_tile);
        let from = t + i64::from(!carry_has(t));
        if from < e {
            let v = (from + 1..e)
                .fold(partial[2 * from as usize].0, |v, p| compose(v, partial[2 * p as usize].0));
            out[r as usize] = with_seed(join((v, true), tail(e)));
        }
    }
    out
}

#[test]
fn the_model_of_the_merge_path_kernel_folds_every_segment_in_order() {
    let mut k = 31u64;
    let mut next = move || {
        k = k.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        (k >> 33) as i64
    };
    for n in [0usize, 1, 7, 255, 256, 257, 1000, 20_000] {
        let xs: Vec<Map> = (0..n as i64).map(|i| (((i * 7919) % 1013) | 1, i % 101 - 50)).collect();
        let mut cases: Vec<Vec<i64>> = vec![vec![0; 40], vec![0, n as i64]];
        // random lengths with empty segments; one huge among ones; offsets inside
        for scale in [3i64, 9, 40, 700] {
            let mut o = vec![0i64];
            while o[o.len() - 1] < n as i64 {
                o.push((o[o.len() - 1] + next() % scale).min(n as i64));
            }
            cases.push(o);
        }
        let mut huge = vec![0i64, (n as i64).min(1)];
        huge.push((1 + n as i64 / 2).min(n as i64));
        while huge[huge.len() - 1] < n as i64 {
            huge.push(huge[huge.len() - 1] + 1);
        }
        cases.push(huge);
        if n > 10 {
            cases.push(vec![3, 3, 5, n as i64 / 2, n as i64 / 2, n as i64 - 2]);
        }
        for offs in cases {
            let seed = (3, 4);
            let want: Vec<Map> = offs
                .windows(2)
                .map(|w| xs[w[0] as usize..w[1].max(w[0]) as usize].iter().fold(seed, |a, &x| compose(a, x)))
                .collect();
            for per_lane in [24, 16, 8, 5] {
                assert_eq!(
                    model(&offs, &xs, seed, per_lane),
                    want,
                    "n = {n}, {per_lane} items a lane, offsets {:?}",
                    &offs[..offs.len().min(6)]
                );
            }
        }
    }
}
