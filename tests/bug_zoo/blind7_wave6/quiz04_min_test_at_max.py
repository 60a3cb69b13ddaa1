"""checker: quiz.check (random_pruning_quiz(seed=11))
truth: buggy — uses MIN's cut test (v <= bound) at MAX node E: cuts E after J (-7 <= -4), so also lists K's leaves k1, k2.
"""
my_answer = {"i2", "k1", "k2", "l2", "n1", "n2", "o1", "o2"}
