"""checker: quiz.check
truth: buggy — the student took the leaves that their own alpha-beta never scored on this tree, and that code lowers beta in MIN nodes with `beta = min(alpha, ...)`, so every MIN node stops after its first child: they list 12 leaves (e.g. h2, j1, k1) where alpha-beta prunes only i2, l2 and G's four leaves.
source: ported: the leaves left unscored by MuhanadAtef/othello-game agent.py's alphaBetaPruning (see ab_01_beta_min_alpha_typo.py) on the tree of random_pruning_quiz(seed=11)
"""

my_answer = {"h2", "i2", "j1", "j2", "k1", "k2", "l2", "m2", "n1", "n2", "o1", "o2"}
