/** What the grading needs of a question (a ws_questions row). */
export interface GradableQuestion {
  id: number;
  kind: string;
  points: number;
  answer: number | null;
  tolerancePercent: number;
  choices: string[];
  correctChoice: number | null;
}

export type QuestionOutcome = 'correct' | 'incorrect' | 'needs-grading';

export interface GradedQuestion {
  questionId: number;
  given: string;
  outcome: QuestionOutcome;
  earned: number;
}

export interface Grade {
  /** In the assessment's points (ptsposs), rounded to 2 decimals. */
  score: number;
  questions: GradedQuestion[];
}

/** The answers form field of a question. */
export const answerField = (questionId: number) => `q${questionId}`;

/**
 * A typed number: `12.5`, `-3`, `1e-3`, `.5`, or with a decimal comma (`12,5`), as students in
 * Spanish and Portuguese write it. Anything else is not a number.
 */
export function parseNumber(text: string): number | null {
  const t = text.trim().replace(/\s+/g, '');
  if (!/^[+-]?(\d+([.,]\d*)?|[.,]\d+)([eE][+-]?\d+)?$/.test(t)) return null;
  const value = Number(t.replace(',', '.'));
  return Number.isFinite(value) ? value : null;
}

/**
 * Whether `given` is within `tolerancePercent` of `expected` (relative; for an expected 0 the
 * tolerance is absolute, tolerancePercent / 100).
 */
export function withinTolerance(given: number, expected: number, tolerancePercent: number) {
  const allowed =
    expected === 0 ? tolerancePercent / 100 : (Math.abs(expected) * tolerancePercent) / 100;
  // A hair of slack so that 2% of 1.25 accepts 1.275 despite binary fractions.
  return Math.abs(given - expected) <= allowed + 1e-12 * Math.max(1, Math.abs(expected));
}

export function gradeQuestion(question: GradableQuestion, given: string): GradedQuestion {
  const result = (outcome: QuestionOutcome): GradedQuestion => ({
    questionId: question.id,
    given,
    outcome,
    earned: outcome === 'correct' ? question.points : 0,
  });
  if (question.kind === 'choice') {
    if (question.correctChoice === null) return result('needs-grading');
    return result(
      /^\d+$/.test(given) && Number(given) === question.correctChoice ? 'correct' : 'incorrect',
    );
  }
  // numeric: no reference value means the instructor grades it (teachview).
  if (question.answer === null) return result(given.trim() === '' ? 'incorrect' : 'needs-grading');
  const value = parseNumber(given);
  if (value === null) return result('incorrect');
  return result(
    withinTolerance(value, question.answer, question.tolerancePercent) ? 'correct' : 'incorrect',
  );
}

export const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * Grades a submission: each question's points when right; the total is scaled to the
 * assessment's points (ptsposs) when they differ from the questions' sum (ptsposs 0: the sum).
 */
export function gradeSubmission(
  questions: readonly GradableQuestion[],
  answers: Record<string, string>,
  ptsPoss: number,
): Grade {
  const graded = questions.map((q) => gradeQuestion(q, answers[answerField(q.id)] ?? ''));
  const earned = graded.reduce((sum, g) => sum + g.earned, 0);
  const total = questions.reduce((sum, q) => sum + q.points, 0);
  const score = total > 0 && ptsPoss > 0 ? (earned * ptsPoss) / total : earned;
  return { score: round2(score), questions: graded };
}
