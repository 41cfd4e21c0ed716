import { expect, type Locator, type Page } from '@playwright/test';
import { TIMEOUT } from '../timeouts';

/** /activities: the Syllabus view (templates, topics, activities) and All activities. */
export class ActivitiesPage {
  constructor(readonly page: Page) {}

  readonly heading = () => this.page.getByRole('heading', { name: 'Activities', level: 1 });
  readonly toast = (text: string) =>
    this.page.getByRole('region', { name: 'Notifications' }).getByText(text);

  async open(path = '/activities') {
    await this.page.goto(path);
    await expect(this.heading()).toBeVisible({ timeout: TIMEOUT.screen });
  }

  /** The Syllabus / All activities toggle. */
  async show(view: 'Syllabus' | 'All activities') {
    await this.page.getByRole('radiogroup', { name: 'Show' }).getByText(view).click();
  }

  // Syllabus view: three titled regions.
  readonly templates = () => this.page.getByRole('region', { name: 'Syllabus templates' });
  readonly topics = () => this.page.getByRole('region', { name: 'Topics' });
  readonly topicActivities = () => this.page.getByRole('region', { name: 'Activities' });

  /** A subject group's open/close button, e.g. "General (2)". */
  readonly group = (category: string) =>
    this.templates().getByRole('button', { name: new RegExp(`^${category} \\(\\d+\\)$`) });
  /** A template's button (its name, then its subjects) inside a subject group's list. */
  readonly template = (name: string) =>
    this.templates().getByRole('button', { name: new RegExp(`^${escape(name)}`) });
  readonly topic = (name: string) => this.topics().getByRole('button', { name, exact: true });

  async chooseTemplate(name: string) {
    const button = this.template(name).first();
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  }

  async chooseTopic(name: string) {
    await this.topic(name).click();
    await expect(this.topic(name)).toHaveAttribute('aria-pressed', 'true');
  }

  readonly tagFilter = () => this.topicActivities().getByRole('combobox', { name: 'Tag' });
  /** An activity's name: a link that opens its lab in a new tab. */
  readonly activityLink = (name: string, within: Locator = this.page.getByRole('main')) =>
    within.getByRole('link', { name: `${name} (opens in a new tab)` });
  readonly copyLink = (name: string) =>
    this.topicActivities().getByRole('button', { name: `Copy link of ${name}` });

  // All activities view.
  readonly labFilter = () => this.page.getByRole('combobox', { name: 'Lab' });
  readonly topicFilter = () => this.page.getByRole('combobox', { name: 'Topic' });
  readonly levelFilter = () => this.page.getByRole('combobox', { name: 'Level' });
  readonly search = () => this.page.getByRole('searchbox', { name: 'Search by name' });
  readonly table = () => this.page.getByRole('table', { name: 'Activities' });
  readonly rows = () => this.table().getByRole('rowgroup').nth(1).getByRole('row');
  readonly count = () => this.page.getByRole('status').filter({ hasText: /^\d+ activit/ });
  readonly pager = () => this.page.getByRole('navigation', { name: 'Pages' });
  readonly pageButton = (page: number) =>
    this.pager().getByRole('button', { name: `Page ${page}`, exact: true });

  /** The Lab or Level cell of each shown row (the name is the row's header). */
  async column(name: 'Lab' | 'Level'): Promise<string[]> {
    const cells = (await this.rows().getByRole('cell').allInnerTexts()).map((text) => text.trim());
    const offset = name === 'Lab' ? 0 : 1;
    return cells.filter((_, index) => index % 2 === offset);
  }
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
