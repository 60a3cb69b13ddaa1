"""Checker: quiz (random_pruning_quiz(seed=11).check)
Mistake: at MIN node K compares with beta (k1 = 3 >= B's bound -4) and prunes k2: a MAX-node test applied at a MIN node.
"""
CHECK = {"checker": "quiz", "seed": 11, "answer": "my_answer"}

my_answer = {"i2", "k2", "l2", "n1", "n2", "o1", "o2"}
