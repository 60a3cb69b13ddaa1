"""checker: quiz.check
truth: buggy — names the move into the pruned inner node G (c2) instead of the leaves below it (n1, n2, o1, o2), although the quiz asks for every leaf under a pruned node; i2 and l2 are right.
source: own (g21a), another shape of blind36 quiz_05_node_label
"""

my_answer = ["i2", "l2", "c2"]
