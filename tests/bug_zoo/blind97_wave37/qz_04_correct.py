"""checker: quiz.check
truth: correct — worked out by hand with the AIMA convention: I stops on i1 (= alpha -4), L stops on l1 (deep cutoff, alpha -4 from A), C stops after F (-8 <= -4) so all of G goes.
source: own
"""
my_answer = {"i2", "l2", "n1", "n2", "o1", "o2"}
