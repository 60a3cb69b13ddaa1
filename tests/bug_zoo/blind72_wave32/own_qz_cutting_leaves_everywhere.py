"""checker: quiz.check
truth: buggy — one leaf early at every cutoff on a leaf, the last child's too: the student marks the leaf whose value stops its node (i1 at I, l1 at L, m2 at M, where nothing comes after it) instead of the leaves after it (i2, l2); the subtree G, cut on F's value, is marked right.
source: own, the same belief as w32_qz_03 applied where the cutting leaf is its node's last
"""
my_answer = {"i1", "l1", "m2", "n1", "n2", "o1", "o2"}
