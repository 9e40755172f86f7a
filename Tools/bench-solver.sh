#!/usr/bin/env bash
# bench-solver.sh: NibSolver (nibbench solver) against kiwi (kiwisolver 1.5.1, the anchor of
# Docs/solver.md) on the workloads of Docs/solver.md section 3, same machine, same run.
#
#   Tools/bench-solver.sh [--quick] [--reps R] [--out DIR]
#
# Every (case, N) runs R times (default 3) in a fresh process per run for each solver; the
# table shows medians. The first run of each writes its solved-value dump; the dumps are
# compared with compare_dumps.py, the d checkpoints with reference/d_checkpoints.json and the
# NibSolver dumps with reference/checksums.json. kiwi is not run where it takes minutes
# (b and c at N=10,000: 139 s and 66 s, one run each in Docs/solver.md section 2); those rows show
# the documented figure, marked "doc".
# --quick: N=100 and 1000 only, one run each (a smoke test, not for publishing).
#
# Needs python3 and pip; installs kiwisolver==1.5.1 if it is missing. Takes about 15 minutes.
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
BENCH_DIR="${NIBKIT_SOLVER_BENCH:-/work/shared/bench/solver}"
REPS=3
QUICK=0
OUT="$ROOT/.build/bench-solver"
while [ $# -gt 0 ]; do
    case "$1" in
        --quick) QUICK=1; REPS=1 ;;
        --reps) REPS="$2"; shift ;;
        --out) OUT="$2"; shift ;;
        *) echo "usage: $0 [--quick] [--reps R] [--out DIR]" >&2; exit 2 ;;
    esac
    shift
done

if ! python3 -c 'import kiwisolver, sys; sys.exit(kiwisolver.__version__ != "1.5.1")' 2>/dev/null; then
    python3 -m pip install --quiet kiwisolver==1.5.1
fi

(cd "$ROOT" && swift build -c release --product nibbench >&2)
NIBBENCH="$ROOT/.build/release/nibbench"
mkdir -p "$OUT"

python3 - "$NIBBENCH" "$BENCH_DIR" "$OUT" "$REPS" "$QUICK" <<'PY'
import json, os, platform, statistics, subprocess, sys

nibbench, bench_dir, out, reps, quick = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4]), sys.argv[5] == "1"
kiwi_bench = os.path.join(bench_dir, "kiwi_bench.py")
compare = os.path.join(bench_dir, "compare_dumps.py")
reference = os.path.join(bench_dir, "reference")
sizes = [100, 1000] if quick else [100, 1000, 10000]
# Docs/solver.md section 2: kiwi cases too slow to repeat here (one run each, 900 s limit).
documented_kiwi = {("b", 10000): {"build_s": 139.0}, ("c", 10000): {"build_s": 66.0}}
metrics = {  # case -> [(key, label, unit scale, unit)]
    "build": [("build_s", "add+solve", 1e3, "ms")],
    "d": [("per_update_us", "suggest+read per update", 1, "us"),
          ("per_suggest_only_us", "suggest only per update", 1, "us")],
    "d-remove": [("per_update_us", "remove+add+read per update", 1, "us"),
                 ("per_update_set_constant_us", "setConstant+read per update (native)", 1, "us")],
    "f": [("conflict_detect_us", "refuse conflicting constraint (cold)", 1, "us")],
}
metrics["d-global"] = metrics["d"]


def run(cmd):
    p = subprocess.run(cmd, capture_output=True, text=True)
    if p.returncode != 0:
        raise SystemExit(f"failed: {' '.join(cmd)}\n{p.stderr[-2000:]}")
    return json.loads(p.stdout.strip().splitlines()[-1])


def runs(tool, case, n):
    dump_dir = os.path.join(out, tool)
    results = []
    for rep in range(reps):
        if tool == "kiwi":
            cmd = [sys.executable, kiwi_bench, "--child", case, str(n)]
        else:
            cmd = [nibbench, "solver", case, str(n)]
        if rep == 0:
            cmd += ["--dump-dir", dump_dir]
        results.append(run(cmd))
    return results


def median(results, key):
    xs = [r[key] for r in results if key in r]
    return statistics.median(xs) if xs else None


def spec_solution(case, n):
    """The closed-form solutions Docs/solver.md section 3 states for the build workloads."""
    v = {"C.x": 0.0, "C.y": 0.0, "C.w": 1200.0, "C.h": 900.0}
    for i in range(n):
        if case == "a":
            l, t, r, b = i % 10, i % 11, i % 13, i % 17
            v.update({f"v{i}.x": l if i else 0.0, f"v{i}.y": t,
                      f"v{i}.w": 1200.0 - (l if i else 0.0) - r, f"v{i}.h": 900.0 - t - b})
        elif case == "b":
            w, h = 10 + i % 5, 20 + i % 3
            x = 8.0 if i == 0 else v[f"v{i-1}.x"] + v[f"v{i-1}.w"] + 2
            y = 8.0 if i == 0 else v[f"v{i-1}.y"] + v[f"v{i-1}.h"] / 2 - h / 2  # centerY alignment
            v.update({f"v{i}.x": x, f"v{i}.y": y, f"v{i}.w": w, f"v{i}.h": h})
        elif case == "c":
            v.update({f"v{i}.w": 111.2, f"v{i}.h": 55.6})
        elif case == "e":
            iw = 40 + 3 * (i % 30)
            v.update({f"v{i}.x": 8.0, f"v{i}.y": 20.0 * (i % 50), f"v{i}.h": 17.0,
                      f"v{i}.w": 1184.0 if i % 3 == 0 and i % 5 != 0 else iw})
    if case == "a":
        v["slider"] = 0.0
    return v


def checks(case, n, kiwi, nib):
    """Dump comparison with kiwi, reference checksums and d checkpoints."""
    notes = []
    stem = f"{case}_N{n}" + ("_final" if case.startswith("d") else "")
    nib_dump = os.path.join(out, "nibsolver", stem + ".json")
    kiwi_dump = os.path.join(out, "kiwi", stem + ".json")
    if os.path.exists(nib_dump) and kiwi is not None and os.path.exists(kiwi_dump):
        ok = subprocess.run([sys.executable, compare, kiwi_dump, nib_dump], capture_output=True).returncode == 0
        notes.append("dump=kiwi" if ok else "DUMP DIFFERS")
    if case in ("a", "b", "c", "e") and os.path.exists(nib_dump):
        got = json.load(open(nib_dump))
        ok = all(abs(got[k] - x) <= 1e-6 * max(1.0, abs(x)) for k, x in spec_solution(case, n).items())
        notes.append("spec ok" if ok else "SPEC DIFFERS")
    sums = json.load(open(os.path.join(reference, "checksums.json")))
    if os.path.exists(nib_dump) and stem in sums:
        sys.path.insert(0, bench_dir)
        import compare_dumps
        mine = compare_dumps.checksum(json.load(open(nib_dump)))
        ref = sums[stem]
        ok = all(abs(mine[k] - ref[k]) <= 1e-6 * max(1.0, abs(ref[k])) for k in ref)
        notes.append("checksum ok" if ok else "CHECKSUM DIFFERS")
    if "checkpoints" in nib[0]:
        ref = json.load(open(os.path.join(reference, "d_checkpoints.json"))).get(f"{case}_N{n}")
        if ref is not None:
            got = nib[0]["checkpoints"]
            ok = ref.keys() == got.keys() and all(
                abs(ref[k][v] - got[k][v]) <= 1e-6 * max(1.0, abs(ref[k][v])) for k in ref for v in ref[k])
            notes.append("checkpoints ok" if ok else "CHECKPOINTS DIFFER")
    if case == "d-remove":
        notes.append("setConstant=remove+add" if nib[0].get("set_constant_checkpoints_match") else "SETCONSTANT DIFFERS")
    if case == "f":
        notes.append(f"v1.x after={nib[0]['v1_x_after']}, conflict: {nib[0]['conflict']}")
    return notes


def table_row(row, documented):
    fmt = lambda x: "-" if x is None else f"{x:,.2f}"
    speedup = "-" if row["speedup"] is None else f"{row['speedup']:,.1f}x"
    doc = " (doc)" if documented else ""
    return (f"| {row['case']} | {row['n']:,} | {row['metric']} | {fmt(row['kiwi'])}{doc} {row['unit']} "
            f"| {fmt(row['nibsolver'])} {row['unit']} | {speedup} "
            f"| {fmt(row['kiwi_rss_mb'])} / {fmt(row['nib_rss_mb'])} | {row['notes']} |")


plan = [(c, n) for c in ("a", "b", "c", "e") for n in sizes] + \
       [(c, n) for c in ("d", "d-global", "d-remove", "f") for n in sizes]
rows = []
print(f"# kiwisolver 1.5.1 vs NibSolver; python {platform.python_version()}, nproc {os.cpu_count()}, "
      f"median of {reps} run(s), fresh process per run", flush=True)
print("| case | N | metric | kiwi | NibSolver | speedup | peak RSS MB kiwi / Nib | checks |")
print("| --- | --- | --- | --- | --- | --- | --- | --- |", flush=True)
for case, n in plan:
    nib = runs("nibsolver", case, n)
    documented = documented_kiwi.get((case, n))
    kiwi = None if documented else runs("kiwi", case, n)
    kind = "build" if case in ("a", "b", "c", "e") else case
    notes = checks(case, n, kiwi, nib)
    for key, label, scale, unit in metrics[kind]:
        k = documented[key] if documented else (median(kiwi, key) if key in kiwi[0] else None)
        m = median(nib, key)
        row = {"case": case, "n": n, "metric": label, "unit": unit,
               "kiwi": None if k is None else k * scale, "kiwi_source": "doc" if documented else "run",
               "nibsolver": m * scale, "speedup": (k / m) if k else None,
               "nib_rss_mb": median(nib, "peak_rss_mb"),
               "kiwi_rss_mb": None if kiwi is None else median(kiwi, "peak_rss_mb"),
               "notes": "; ".join(notes)}
        rows.append(row)
        print(table_row(row, documented), flush=True)
json.dump(rows, open(os.path.join(out, "results.json"), "w"), indent=1)
print(f"# results: {os.path.join(out, 'results.json')}")
PY
