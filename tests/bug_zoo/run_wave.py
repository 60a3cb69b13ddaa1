"""Run every student file of a blind wave's folder through its checker, as the notebook's graded cell
does (issue 27's measurements): each file states its checker and its truth in its docstring
(:mod:`bug_zoo.blind_waves`).

Usage: python tests/bug_zoo/run_wave.py TREE FOLDER OUT.json
TREE is the ttt_lab checkout to measure (its root and tests/ go first on sys.path). Each student runs
in a child process of its own with a 180 s limit; OUT.json maps each file's stem to what the check said:
passed, names (errors, in order), notes, message, checker, truth, seconds.
"""
import json
import multiprocessing as mp
import sys
import time
from pathlib import Path


def one(tree: str, path: str, queue: mp.Queue) -> None:
    sys.path[:0] = [tree, tree + "/tests"]
    import contextlib
    import io

    from bug_zoo.blind_waves import CHECK, student
    fn = student(Path(path))
    buf = io.StringIO()
    try:
        with contextlib.redirect_stdout(buf):
            report = CHECK(fn, quiet=True)
        queue.put({"passed": report.passed,
                   "names": [p.name for p in report.diagnosis if not p.note],
                   "notes": [p.name for p in report.diagnosis if p.note],
                   "message": report.message(), "truth": fn._truth, "checker": fn._checker})
    except BaseException:  # a checker crash is a finding
        import traceback
        queue.put({"passed": None, "names": ["CRASH"], "notes": [], "message": traceback.format_exc(),
                   "truth": getattr(fn, "_truth", ""), "checker": getattr(fn, "_checker", "")})


def main() -> None:
    tree, folder, out = sys.argv[1], Path(sys.argv[2]), sys.argv[3]
    results = {}
    ctx = mp.get_context("spawn")
    for path in sorted(folder.glob("*.py")):
        if path.name.startswith("_") or path.name in ("classify.py", "run.py"):
            continue
        q = ctx.Queue()
        start = time.time()
        p = ctx.Process(target=one, args=(tree, str(path), q))
        p.start()
        try:
            res = q.get(timeout=180)
        except Exception:
            res = {"passed": None, "names": ["TIMEOUT"], "notes": [], "message": "no report in 180 s", "truth": "", "checker": ""}
        p.join(5)
        if p.is_alive():
            p.kill()
        res["seconds"] = round(time.time() - start, 1)
        results[path.stem] = res
        print(f"{path.stem}: {'PASS' if res['passed'] else res['names'][:2]} ({res['seconds']} s)", flush=True)
    Path(out).write_text(json.dumps(results, indent=1))


if __name__ == "__main__":
    main()
