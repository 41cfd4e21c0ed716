import { NO_END_DATE } from '@common/schemas/worksheets';
import type { AssessmentStatus } from '@common/domain/assessment-status';
import { answerField, type GradedQuestion } from './scoring';
import { fill, type Texts } from './texts';

/** Escapes text for HTML content and double-quoted attributes. */
export function escapeHtml(value: string | number): string {
  return String(value).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Tagged template: interpolations are escaped unless wrapped in `raw`. */
export class Raw {
  constructor(readonly html: string) {}
}
export const raw = (html: string) => new Raw(html);
type Part = string | number | Raw | null | undefined | false | readonly Part[];
const render = (part: Part): string =>
  part === null || part === undefined || part === false
    ? ''
    : part instanceof Raw
      ? part.html
      : Array.isArray(part)
        ? part.map(render).join('')
        : escapeHtml(part as string | number);
export function html(strings: TemplateStringsArray, ...parts: Part[]): Raw {
  return raw(
    strings.reduce((out, s, i) => out + s + (i < parts.length ? render(parts[i]!) : ''), ''),
  );
}

/** The site's pages allow no script, inline styles only, and forms posted to the site only. */
export const SITE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action 'self'; frame-ancestors 'self'; base-uri 'none'";

const STYLE = `
:root{color-scheme:light dark;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;line-height:1.45}
body{margin:0;background:#f8f9fa;color:#212529}
header{display:flex;flex-wrap:wrap;gap:8px 24px;align-items:center;padding:12px 24px;background:#1864ab;color:#fff}
header a{color:#fff}
.brand{font-weight:700;letter-spacing:.02em}
nav ul{display:flex;gap:16px;list-style:none;margin:0;padding:0}
.who{margin-left:auto;font-size:.9rem}
main{max-width:960px;margin:0 auto;padding:24px}
h1{font-size:1.6rem;margin:0 0 16px}h2{font-size:1.2rem;margin:28px 0 8px}
table{border-collapse:collapse;width:100%;background:#fff}
th,td{text-align:left;padding:8px 10px;border-bottom:1px solid #dee2e6;vertical-align:top}
th{background:#e9ecef;font-weight:600}
a{color:#1864ab}
a:focus-visible,button:focus-visible,input:focus-visible{outline:3px solid #4dabf7;outline-offset:2px}
.status{display:inline-block;padding:1px 8px;border-radius:10px;font-size:.85rem;background:#e9ecef;color:#212529}
.status-Open{background:#d3f9d8;color:#1b5e20}.status-Closed{background:#ffe3e3;color:#8b1010}
.status-Upcoming{background:#fff3bf;color:#5c4400}
.note{background:#e7f5ff;border-left:4px solid #1864ab;padding:10px 14px;margin:12px 0}
.error{background:#ffe3e3;border-left:4px solid #c92a2a;color:#8b1010;padding:10px 14px;margin:12px 0}
.ok{background:#d3f9d8;border-left:4px solid #2b8a3e;color:#1b5e20;padding:10px 14px;margin:12px 0}
fieldset{border:1px solid #ced4da;border-radius:8px;margin:0 0 16px;padding:12px 16px;background:#fff}
legend{font-weight:600;padding:0 4px}
.question{border:1px solid #ced4da;border-radius:8px;margin:0 0 16px;padding:12px 16px;background:#fff}
.question label{display:block;font-weight:600;margin-bottom:6px}
.choice label{display:inline;font-weight:400}
.choice{margin:4px 0}
input[type=text],input[type=number]{padding:8px;border:1px solid #868e96;border-radius:6px;font-size:1rem;min-width:12rem}
button{padding:10px 18px;border:0;border-radius:6px;background:#1864ab;color:#fff;font-size:1rem;font-weight:600;cursor:pointer}
.outcome-correct{color:#1b5e20;font-weight:600}.outcome-incorrect{color:#8b1010;font-weight:600}.outcome-needs-grading{color:#5c4400;font-weight:600}
.muted{color:#495057;font-size:.9rem}
@media (prefers-color-scheme:dark){
body{background:#1a1b1e;color:#e9ecef}table,fieldset,.question{background:#25262b}th{background:#2c2e33}
th,td{border-color:#373a40}a{color:#74c0fc}.muted{color:#adb5bd}
.note{background:#1c2b3a}.ok{background:#1b2e1f;color:#b2f2bb}.error{background:#3a1c1c;color:#ffc9c9}
input[type=text],input[type=number]{background:#1a1b1e;color:#e9ecef}
header a{color:#fff}
}
`;

export interface Chrome {
  texts: Texts;
  title: string;
  /** Links of the header (course page, gradebook) when there is a session. */
  nav?: { courseHref: string; gradebookHref: string };
  who?: { name: string; role: 'Instructor' | 'Learner' };
}

export function layout(chrome: Chrome, body: Raw): string {
  const { texts } = chrome;
  const nav = chrome.nav
    ? html`<nav aria-label="${texts.navLabel}">
        <ul>
          <li><a href="${chrome.nav.courseHref}">${texts.navCourse}</a></li>
          <li><a href="${chrome.nav.gradebookHref}">${texts.navGradebook}</a></li>
        </ul>
      </nav>`
    : '';
  const who = chrome.who
    ? html`<span class="who"
        >${fill(texts.signedInAs, {
          name: chrome.who.name,
          role: chrome.who.role === 'Instructor' ? texts.roleInstructor : texts.roleLearner,
        })}</span
      >`
    : '';
  return `<!DOCTYPE html>
${
  html`<html lang="${texts.lang}">
    <head>
      <meta charset="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <meta name="referrer" content="same-origin" />
      <title>${chrome.title} · ${texts.siteName}</title>
      <style>
        ${raw(STYLE)}
      </style>
    </head>
    <body>
      <header><span class="brand">${texts.siteName}</span>${nav}${who}</header>
      <main>${body}</main>
    </body>
  </html>`.html
}`;
}

/** A page with a heading and a message (refusals, errors, confirmations). */
export function messagePage(
  texts: Texts,
  title: string,
  message: string,
  extra: { hint?: string; link?: { href: string; text: string } } = {},
  chrome: Partial<Chrome> = {},
): string {
  return layout(
    { ...chrome, texts, title },
    html`<h1>${title}</h1>
      <p role="alert">${message}</p>
      ${extra.hint ? html`<p>${extra.hint}</p>` : ''}
      ${extra.link ? html`<p><a href="${extra.link.href}">${extra.link.text}</a></p>` : ''}`,
  );
}

export function formatDate(seconds: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(new Date(seconds * 1000));
}

const startText = (texts: Texts, start: number) =>
  start ? formatDate(start, texts.lang) : texts.notSet;
const dueText = (texts: Texts, end: number) =>
  !end ? texts.notSet : end === NO_END_DATE ? texts.noEnd : formatDate(end, texts.lang);

export function statusText(texts: Texts, status: AssessmentStatus): string {
  return {
    Open: texts.statusOpen,
    Closed: texts.statusClosed,
    Upcoming: texts.statusUpcoming,
    Unscheduled: texts.statusUnscheduled,
  }[status];
}

const statusBadge = (texts: Texts, status: AssessmentStatus) =>
  html`<span class="status status-${status}">${statusText(texts, status)}</span>`;

/** `7.5 / 10` or `75%` by the course's grading mode (21 points, 400021 percent). */
export function scoreText(texts: Texts, score: number, max: number, percentMode: boolean): string {
  if (percentMode && max > 0) {
    return fill(texts.percent, { percent: Math.round((score / max) * 1000) / 10 });
  }
  return fill(texts.points, { score: Math.round(score * 100) / 100, max });
}

// ---- course page ----

export interface CourseRowView {
  id: number;
  name: string;
  status: AssessmentStatus;
  startdate: number;
  enddate: number;
  ptsPoss: number;
  /** The link of its name (take it, see its result), or none. */
  href: string | null;
  linkText: string;
  /** The student's score text; undefined on an instructor's page. */
  score?: string;
}

export function coursePage(
  chrome: Chrome,
  view: { courseName: string; sections: Array<{ name: string; rows: CourseRowView[] }> },
): string {
  const { texts } = chrome;
  const student = chrome.who?.role === 'Learner';
  const sections = view.sections.filter((s) => s.rows.length > 0);
  const body = sections.length
    ? sections.map(
        (section) =>
          html`<h2>${section.name}</h2>
            <table>
              <thead>
                <tr>
                  <th scope="col">${texts.colName}</th>
                  <th scope="col">${texts.colStatus}</th>
                  <th scope="col">${texts.colStart}</th>
                  <th scope="col">${texts.colDue}</th>
                  <th scope="col">${texts.colPoints}</th>
                  ${student ? html`<th scope="col">${texts.colScore}</th>` : ''}
                </tr>
              </thead>
              <tbody>
                ${section.rows.map(
                  (row) =>
                    html`<tr>
                      <td>
                        ${row.href ? html`<a href="${row.href}" aria-label="${row.linkText}">${row.name}</a>` : row.name}
                      </td>
                      <td>${statusBadge(texts, row.status)}</td>
                      <td>${startText(texts, row.startdate)}</td>
                      <td>${dueText(texts, row.enddate)}</td>
                      <td>${row.ptsPoss}</td>
                      ${student ? html`<td>${row.score ?? ''}</td>` : ''}
                    </tr>`,
                )}
              </tbody>
            </table>`,
      )
    : html`<p>${texts.noAssessments}</p>`;
  return layout(
    chrome,
    html`<h1>${view.courseName}</h1>
      ${body}
      <p class="muted">${texts.timesInUtc}</p>`,
  );
}

// ---- taking an assessment ----

/** ` (g/mL)` after a prompt, unless the prompt already names its unit. */
const unitSuffix = (q: { prompt: string; unit: string }) =>
  q.unit && !q.prompt.includes(`(${q.unit})`) ? ` (${q.unit})` : '';

export interface QuestionView {
  id: number;
  kind: string;
  prompt: string;
  unit: string;
  choices: string[];
  points: number;
}

export function takePage(
  chrome: Chrome,
  view: {
    name: string;
    summary: string;
    status: AssessmentStatus;
    questions: QuestionView[];
    action: string;
    csrf: string;
    canSubmit: boolean;
    preview: boolean;
    /** What the preview note says (the instructor's preview when absent). */
    note?: string;
    recorded?: string;
  },
): string {
  const { texts } = chrome;
  const notes = [
    view.preview ? html`<p class="note">${view.note ?? texts.previewNote}</p>` : '',
    !view.canSubmit ? html`<p class="error" role="alert">${texts.notOpen}</p>` : '',
    view.canSubmit && !view.preview ? html`<p class="note">${texts.resubmitNote}</p>` : '',
    view.recorded ? html`<p>${fill(texts.recordedScore, { score: view.recorded })}</p>` : '',
  ];
  const questions = view.questions.map((q, index) => {
    const field = answerField(q.id);
    const number = `${index + 1}. `;
    if (q.kind === 'choice') {
      return html`<fieldset>
        <legend>${number}${q.prompt}</legend>
        ${q.choices.map(
          (choice, i) =>
            html`<div class="choice">
              <input
                type="radio"
                name="${field}"
                id="${field}-${i}"
                value="${i}"
                ${raw(view.canSubmit ? '' : ' disabled')}
              />
              <label for="${field}-${i}">${choice}</label>
            </div>`,
        )}
      </fieldset>`;
    }
    return html`<div class="question">
      <label for="${field}">${number}${q.prompt}${unitSuffix(q)}</label>
      <input
        type="text"
        inputmode="decimal"
        autocomplete="off"
        name="${field}"
        id="${field}"
        ${raw(view.canSubmit ? '' : ' disabled')}
      />
    </div>`;
  });
  const form =
    view.questions.length === 0
      ? html`<p>${texts.noQuestions}</p>`
      : html`<form method="post" action="${view.action}">
          <input type="hidden" name="csrf" value="${view.csrf}" />
          ${questions} ${view.canSubmit ? html`<button type="submit">${texts.submit}</button>` : ''}
        </form>`;
  return layout(
    chrome,
    html`<h1>${view.name}</h1>
      <p>${statusBadge(texts, view.status)}</p>
      ${view.summary ? html`<p>${view.summary}</p>` : ''} ${notes} ${form}`,
  );
}

// ---- results (stuview, after a submission, teachview) ----

export interface ResultQuestionView extends QuestionView {
  answerText: string | null;
  correctText: string | null;
  tolerancePercent: number | null;
  graded: GradedQuestion | null;
}

function answersList(texts: Texts, questions: ResultQuestionView[]) {
  return html`<ol>
    ${questions.map((q) => {
      const outcome = q.graded?.outcome;
      const outcomeText =
        outcome === 'correct'
          ? texts.correct
          : outcome === 'incorrect'
            ? texts.incorrect
            : outcome === 'needs-grading'
              ? texts.needsGrading
              : '';
      return html`<li class="question">
        <p><strong>${q.prompt}${unitSuffix(q)}</strong></p>
        <p>
          ${q.answerText === null || q.answerText === '' ? texts.noAnswer : fill(texts.yourAnswer, { answer: q.answerText })}
          ${outcome ? html` · <span class="outcome-${outcome}">${outcomeText}</span>` : ''}
        </p>
        ${
          q.correctText !== null
            ? html`<p class="muted">
                ${fill(texts.correctAnswer, { answer: q.correctText })}${
                  q.tolerancePercent
                    ? ` ${fill(texts.withinTolerance, { tolerance: q.tolerancePercent })}`
                    : ''
                }
              </p>`
            : ''
        }
      </li>`;
    })}
  </ol>`;
}

export function resultPage(
  chrome: Chrome,
  view: {
    name: string;
    status: AssessmentStatus;
    recorded: string | null;
    attempt?: string;
    questions: ResultQuestionView[];
    preview?: boolean;
    /** What the preview note says (the instructor's preview when absent). */
    note?: string;
    backHref: string;
    backText?: string;
  },
): string {
  const { texts } = chrome;
  return layout(
    chrome,
    html`<h1>${fill(texts.resultTitle, { name: view.name })}</h1>
      <p>${statusBadge(texts, view.status)}</p>
      ${view.preview ? html`<p class="note">${view.note ?? texts.previewNote}</p>` : ''}
      ${view.attempt ? html`<p class="ok" role="status">${fill(texts.attemptScore, { score: view.attempt })}</p>` : ''}
      ${view.preview ? '' : html`<p>${view.recorded === null ? texts.notTaken : fill(texts.recordedScore, { score: view.recorded })}</p>`}
      ${
        view.questions.length
          ? html`<h2>${texts.answersHeading}</h2>
              ${answersList(texts, view.questions)}`
          : ''
      }
      <p><a href="${view.backHref}">${view.backText ?? texts.navCourse}</a></p>`,
  );
}

/** The open practice: the template courses' assessments, each a link to take it unscored. */
export function practicePage(
  chrome: Chrome,
  courses: ReadonlyArray<{
    name: string;
    assessments: ReadonlyArray<{ name: string; href: string }>;
  }>,
): string {
  const { texts } = chrome;
  const shown = courses.filter((course) => course.assessments.length > 0);
  return layout(
    chrome,
    html`<h1>${texts.practiceTitle}</h1>
      <p>${texts.practiceIntro}</p>
      ${
        shown.length === 0
          ? html`<p>${texts.practiceEmpty}</p>`
          : shown.map(
              (course) =>
                html`<section>
                  <h2>${course.name}</h2>
                  <ul>
                    ${course.assessments.map((a) => html`<li><a href="${a.href}">${a.name}</a></li>`)}
                  </ul>
                </section>`,
            )
      }`,
  );
}

export function teachPage(
  chrome: Chrome,
  view: {
    studentName: string;
    name: string;
    status: AssessmentStatus;
    recorded: string | null;
    max: number;
    currentScore: number | null;
    questions: ResultQuestionView[];
    action: string;
    csrf: string;
    saved: boolean;
    error: string | null;
    /** Shows the grading form (false: a tutor without tutor grading reads only). */
    canGrade: boolean;
  },
): string {
  const { texts } = chrome;
  const label = fill(texts.scoreLabel, { max: view.max });
  const form = !view.canGrade
    ? ''
    : html`<form method="post" action="${view.action}">
        <input type="hidden" name="csrf" value="${view.csrf}" />
        <div class="question">
          <label for="score">${label}</label>
          <input
            type="number"
            name="score"
            id="score"
            min="0"
            max="${view.max}"
            step="any"
            required
            value="${view.currentScore ?? ''}"
            ${raw(view.error ? ' aria-invalid="true" aria-describedby="score-error"' : '')}
          />
          ${view.error ? html`<p class="error" id="score-error" role="alert">${view.error}</p>` : ''}
        </div>
        <button type="submit">${texts.saveScore}</button>
      </form>`;
  return layout(
    chrome,
    html`<h1>${fill(texts.teachTitle, { student: view.studentName, assessment: view.name })}</h1>
      <p>${statusBadge(texts, view.status)}</p>
      ${view.saved ? html`<p class="ok" role="status">${texts.scoreSaved}</p>` : ''}
      <p>
        ${view.recorded === null ? texts.notTaken : fill(texts.recordedScore, { score: view.recorded })}
      </p>
      ${form}
      ${
        view.questions.length
          ? html`<h2>${texts.answersHeading}</h2>
              ${answersList(texts, view.questions)}`
          : ''
      }`,
  );
}

// ---- gradebooks ----

export function studentGradebookPage(
  chrome: Chrome,
  view: {
    studentName: string;
    rows: Array<{
      name: string;
      status: AssessmentStatus;
      enddate: number;
      score: string;
      href: string | null;
      linkText: string;
    }>;
  },
): string {
  const { texts } = chrome;
  return layout(
    chrome,
    html`<h1>${fill(texts.gradebookTitle, { name: view.studentName })}</h1>
      ${
        view.rows.length
          ? html`<table>
              <thead>
                <tr>
                  <th scope="col">${texts.colName}</th>
                  <th scope="col">${texts.colStatus}</th>
                  <th scope="col">${texts.colDue}</th>
                  <th scope="col">${texts.colScore}</th>
                </tr>
              </thead>
              <tbody>
                ${view.rows.map(
                  (row) =>
                    html`<tr>
                      <td>
                        ${row.href ? html`<a href="${row.href}" aria-label="${row.linkText}">${row.name}</a>` : row.name}
                      </td>
                      <td>${statusBadge(texts, row.status)}</td>
                      <td>${dueText(texts, row.enddate)}</td>
                      <td>${row.score}</td>
                    </tr>`,
                )}
              </tbody>
            </table>`
          : html`<p>${texts.noAssessments}</p>`
      }
      <p class="muted">${texts.timesInUtc}</p>`,
  );
}

export function rosterPage(
  chrome: Chrome,
  view: {
    courseName: string;
    students: Array<{ name: string; href: string }>;
    exportHref: string;
  },
): string {
  const { texts } = chrome;
  return layout(
    chrome,
    html`<h1>${fill(texts.gradebookTitle, { name: view.courseName })}</h1>
      <p><a href="${view.exportHref}" download>${texts.exportCsv}</a></p>
      <h2>${texts.studentsHeading}</h2>
      ${
        view.students.length
          ? html`<ul>
              ${view.students.map(
                (s) =>
                  html`<li>
                    <a
                      href="${s.href}"
                      aria-label="${fill(texts.openGradebookOf, { name: s.name })}"
                      >${s.name}</a
                    >
                  </li>`,
              )}
            </ul>`
          : html`<p>${texts.noStudents}</p>`
      }`,
  );
}

/** One CSV field: quoted when needed; a leading = + - @ is neutralised (spreadsheet formulas). */
export function csvField(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csv(rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
