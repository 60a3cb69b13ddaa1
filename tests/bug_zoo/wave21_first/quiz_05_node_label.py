"""checker: quiz.check
truth: buggy — names the pruned inner node G instead of the leaves below it (n1, n2, o1, o2), although the quiz asks for every leaf under a pruned node; i2 and l2 are right.
source: own
"""

my_answer = {"i2", "l2", "G"}
