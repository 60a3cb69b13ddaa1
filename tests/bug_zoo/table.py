"""Print the table of issue 27 for the bug zoo: per checker, buggy students, caught, named
right, generic, named wrongly, and false alarms on correct variants.

Run: PYTHONPATH=. python tests/bug_zoo/table.py
"""

from __future__ import annotations

import importlib
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).parent.parent))

from ttt_lab.exercises import WRONG_VALUE

MODULES = [  # every zoo module; tests/test_bug_zoo.py runs these, the table prints them
           "evaluation", "win_test", "expectimax", "negamax", "quiescence", "ucb", "backpropagation", "anytime", "retrograde", "tables",
           "minimax", "depth_limited", "alphabeta", "blind3", "blind3_wave2_zoo", "blind4_wave3_zoo", "blind5_wave4_zoo",
           "blind5_wave4b_zoo", "blind6_wave5_zoo", "blind7_wave6_zoo", "blind8_wave7_zoo", "blind9_wave7_zoo", "quiescence_signs", "table_slips",
           "retrograde_views", "evaluation_reads", "win_counters", "retrograde_parents", "retrograde_orders", "quiescence_unsigned", "table_own", "retrograde_memo", "backpropagation_unrun", "table_unsearched", "quiescence_root_side", "table_keys", "ucb_scores", "table_depths", "anytime_walks", "backpropagation_order", "quiescence_passed_down", "table_reads", "table_depthless", "retrograde_sides", "expectimax_sums", "quiescence_hidden", "backpropagation_sides", "wave19_evaluation", "wave19_win_test", "wave19_expectimax", "wave19_ucb", "wave19_refuted", "quiescence_win_now", "alphabeta_overwrite", "repaired", "wave21_first_zoo", "blind37_wave21_zoo",
           "blind35_wave20_zoo", "expectimax_carried", "blind97_wave37_zoo",
           "blind39_wave22_new_zoo", "blind38_wave22_zoo", "blind40_wave23_zoo",
           "repaired_steps", "repaired_signs", "repaired_exits", "repaired_cutoffs",
           "blind41_wave23_new_zoo", "blind42_wave24_zoo",
           "blind43_wave24_new_zoo", "blind45_wave25_new_zoo",
           "blind44_wave25_zoo", "blind47_wave26_new_zoo", "blind46_wave26_zoo", "blind48_wave27_zoo",
           "blind49_wave27_new_zoo", "blind51_open_new_zoo", "blind50_open_first_zoo", "blind52_wave28_zoo",
           "blind53_wave28_new_zoo", "blind56_wave29_zoo", "blind57_wave29_new_zoo", "blind61_open_new_zoo",
           "blind60_open_first_zoo", "blind62_wave30_zoo",
           "blind63_wave30_new_zoo", "blind66_wave31_zoo", "blind67_wave31_new_zoo", "blind70_leftovers_first_zoo",
           "blind71_leftovers_zoo", "blind72_wave32_zoo", "blind73_wave32_new_zoo", "blind74_localised_zoo",
           "blind77_leftovers_zoo", "blind78_wave33_zoo", "blind79_wave33_new_zoo", "blind82_wave34_zoo",
           "blind83_wave34_new_zoo", "blind86_leftovers_zoo", "blind87_wave35_zoo", "blind88_wave35_new_zoo",
           "blind92_wave36_zoo", "blind93_wave36_new_zoo", "blind96_shapes_zoo", "blind98_wave37_new_zoo",
           "blind101_wave38_zoo",
           "blind102_wave38_new_zoo",
           "blind106_wave39_new_zoo",
           "blind105_wave39_zoo",
           ]


def judge(check: Any, fn: Any, names: set[str]) -> str:
    report = check(fn, quiet=True)
    if report.passed:
        return "missed"
    errors = [p.name for p in report.diagnosis if not p.note]
    if errors[0] == WRONG_VALUE:
        return "localised as asserted" if not names else "generic"
    if errors[0] in names and set(errors) <= names | {WRONG_VALUE}:
        return "named"
    return "wrong"


def main() -> None:
    print("| checker | buggy students | caught | named (right) | generic | named wrongly | false alarms |")
    print("|---|---|---|---|---|---|---|")
    for name in MODULES:
        try:
            zoo = importlib.import_module(f"bug_zoo.{name}")
        except ModuleNotFoundError:
            continue
        verdicts = [judge(zoo.CHECK, fn, names) for fn, names in zoo.BUGGY]
        alarms = sum(not zoo.CHECK(fn, quiet=True).passed for fn in zoo.CORRECT)
        count = len(verdicts)
        named = verdicts.count("named")  # a student asserted localised (nothing right to name) counts as generic
        print(f"| {name} | {count} | {count - verdicts.count('missed')} | {named} ({100 * named // count}%) |"
              f" {verdicts.count('generic') + verdicts.count('localised as asserted')} | {verdicts.count('wrong')} | {alarms} of {len(zoo.CORRECT)} |")
    for name in MODULES:  # the students a zoo keeps out of its table, with why
        for stem, why in getattr(importlib.import_module(f"bug_zoo.{name}"), "OPEN", {}).items():
            print(f"- open in {name}: {stem}: {why}")


if __name__ == "__main__":
    main()
