"""checker: quiz.check
truth: buggy — the student lists the leaf that TRIGGERS each cutoff (i1 at I, l1 at L) instead of the leaves after it that are never looked at (i2, l2); the pruned subtree G is right.
source: own
"""
my_answer = {"i1", "l1", "n1", "n2", "o1", "o2"}
