// The office's pages: a new site reads SPEC.md's content; a save is checked by
// the page's schema (nothing saved when it fails), kept as a revision and in
// the activity log; a revision can be put back.
import { describe, expect, test } from 'bun:test';
import { startTestAppBeforeAll } from '../../testing';
import { ok } from '../../testing/fixtures';
import type { ActivityEntry } from '../activity/model';
import { rulesDefaults, type RulesContent } from './content/rules';
import type { Page, PageRevision, PageSummary } from './model';

const t = startTestAppBeforeAll();
const RULES = '/api/pages/rules-regulations';

const readRules = async () => (await t.call('GET', RULES)).json as Page;
/** The rules with the delayed-fee fine changed. */
const withFeeFine = (fine: string): RulesContent => ({
  ...rulesDefaults,
  accommodation: {
    ...rulesDefaults.accommodation,
    rules: rulesDefaults.accommodation.rules.map((rule) => rule.replace(/\*\*₹\d+ per day\*\* of delay/, `**${fine}** of delay`)),
  },
});

describe('the rules page', () => {
  test('a new site has SPEC.md\'s facts, saved by no one yet', async () => {
    const page = await readRules();
    expect(page).toMatchObject({ slug: 'rules-regulations', title: 'Rules and Regulations', updatedAt: null, updatedBy: null });
    expect(JSON.stringify(page.content)).toContain('**₹100 per day** of delay');
    const listed = (await t.call('GET', '/api/pages')).json as PageSummary[];
    expect(listed.find((summary) => summary.slug === 'rules-regulations')).toMatchObject({ title: 'Rules and Regulations', updatedAt: null });
  });

  test('a save changes a fine for everyone, keeps a revision and is in the activity log', async () => {
    const saved = await ok(t.admin('PUT', RULES, { content: withFeeFine('₹150 per day') }));
    expect(saved.message).toBe('Page saved');
    const page = await readRules();
    expect(JSON.stringify(page.content)).toContain('**₹150 per day** of delay');
    expect(page.updatedBy).toBe('admin');
    expect(typeof page.updatedAt).toBe('string');
    const revisions = (await ok(t.admin('GET', `${RULES}/revisions`))) as PageRevision[];
    expect(revisions[0].createdBy).toBe('admin');
    const [entry] = (await t.admin('GET', '/api/admin/activity?limit=1')).json.entries as ActivityEntry[];
    expect(entry).toMatchObject({ action: 'update', entity: 'pages', entityId: 'rules-regulations', name: 'Rules and Regulations' });
    expect(entry.changes.map((change) => change.field)).toEqual(['accommodation']);
  });

  test('a save the schema refuses answers 400 with the field, and nothing changes', async () => {
    const before = await readRules();
    const revisions = ((await ok(t.admin('GET', `${RULES}/revisions`))) as PageRevision[]).length;
    const { accommodation: _, ...withoutAccommodation } = rulesDefaults;
    for (const content of [withoutAccommodation, { ...rulesDefaults, intro: '' }, { ...rulesDefaults, mess: { ...rulesDefaults.mess, rules: [] } }, 'text', null]) {
      const refused = await t.admin('PUT', RULES, { content });
      expect(refused.status).toBe(400);
      expect(refused.json.message).toBe('Some fields need attention.');
      expect(refused.json.errors.length).toBeGreaterThan(0);
    }
    expect(await readRules()).toEqual(before);
    expect(((await ok(t.admin('GET', `${RULES}/revisions`))) as PageRevision[]).length).toBe(revisions);
  });

  test('a revision put back is the page again, and a revision of its own', async () => {
    await ok(t.admin('PUT', RULES, { content: withFeeFine('₹175 per day') }));
    const revisions = (await ok(t.admin('GET', `${RULES}/revisions`))) as PageRevision[];
    const earlier = revisions.find((revision) => JSON.stringify(revision.content).includes('₹150 per day'))!;
    expect((await ok(t.admin('POST', `${RULES}/revisions/${earlier._id}/restore`))).message).toBe('Revision restored');
    expect(JSON.stringify((await readRules()).content)).toContain('**₹150 per day** of delay');
    expect(((await ok(t.admin('GET', `${RULES}/revisions`))) as PageRevision[]).length).toBe(revisions.length + 1);
  });

  test('a page or revision that does not exist is a 404; visitors may not save or list revisions', async () => {
    expect((await t.call('GET', '/api/pages/no-such-page')).status).toBe(404);
    expect((await t.admin('PUT', '/api/pages/no-such-page', { content: {} })).status).toBe(404);
    expect((await t.admin('POST', `${RULES}/revisions/nope/restore`)).status).toBe(404);
    expect((await t.call('PUT', RULES, { body: { content: rulesDefaults } })).status).toBe(401);
    expect((await t.call('GET', `${RULES}/revisions`)).status).toBe(401);
  });

  test('a <script> in a paragraph is kept as text', async () => {
    const script = '<script>alert(1)</script> and **₹100**';
    await ok(t.admin('PUT', RULES, { content: { ...rulesDefaults, intro: script } }));
    expect(((await readRules()).content as RulesContent).intro).toBe(script);
  });
});
