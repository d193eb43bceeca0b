/**
 * The worked example: ten students, five questions, each right (1) or not (0).
 *
 *          Q1 Q2 Q3 Q4 Q5 | total
 *   S1      1  1  1  1  0 |  4
 *   S2      1  1  1  1  0 |  4
 *   S3      1  1  1  0  0 |  3
 *   S4      1  1  1  0  0 |  3
 *   S5      1  1  0  0  0 |  2
 *   S6      1  1  0  0  0 |  2
 *   S7      1  0  0  0  1 |  2
 *   S8      1  0  0  0  1 |  2
 *   S9      1  0  0  0  0 |  1
 *   S10     1  0  0  0  0 |  1
 *
 * Q1 everybody gets right; Q5 only two weaker students get right (it discriminates negatively). The
 * statistics' unit test works it by hand; the server's analysis tests build it as a homework.
 */
export const workedExample = [
  [1, 1, 1, 1, 0],
  [1, 1, 1, 1, 0],
  [1, 1, 1, 0, 0],
  [1, 1, 1, 0, 0],
  [1, 1, 0, 0, 0],
  [1, 1, 0, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 0, 0, 0, 1],
  [1, 0, 0, 0, 0],
  [1, 0, 0, 0, 0],
];
