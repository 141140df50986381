import { describe, expect, test } from 'bun:test';
import { indexDocuments, searchGroups, type SearchDocument } from './match';
import { RESULTS_PER_TYPE, SEARCH_TYPES, type SearchType } from './model';
import { MAX_QUERY_LENGTH, searchWords } from './words';

const doc = (type: SearchType, title: string, ...fields: string[]): SearchDocument => ({
  result: { type, _id: `${type}:${title}`, title, snippet: '', url: '/' },
  fields,
});
/** The documents in their groups, as the search reads them. */
const grouped = (documents: SearchDocument[]) =>
  SEARCH_TYPES.map((type) => indexDocuments(documents.filter((document) => document.result.type === type)));
const titles = (documents: SearchDocument[], query: string) =>
  searchGroups(grouped(documents), query).map((result) => result.title);

describe('search words', () => {
  test('lower-cased, accents dropped, split at anything not a letter or digit', () => {
    expect(searchWords('Dr. José  Fernandes-Rao, Block II')).toEqual([
      'dr',
      'josé'.normalize('NFKD').replace(/\u0301/, ''),
      'fernandes',
      'rao',
      'block',
      'ii',
    ]);
    expect(searchWords('ＦＵＬＬ width ½')).toEqual(['full', 'width', '1', '2']);
  });

  test('the vowel signs of Indian scripts stay in their words', () => {
    expect(searchWords('श्री राम')).toEqual(['श्री'.normalize('NFKD'), 'राम']);
    expect(searchWords('ಕರಾವಳಿ ಹಾಸ್ಟೆಲ್')).toHaveLength(2);
  });
});

describe('search', () => {
  const people = [
    doc('person', 'Dr. Arjun Hegde', 'Chief Warden', 'Mechanical Engineering', 'Karavali'),
    doc('person', 'Meera Shenoy', 'Warden', 'Physics'),
  ];

  test('a word matches the start of any word, whatever its case', () => {
    expect(titles(people, 'war')).toEqual(['Dr. Arjun Hegde', 'Meera Shenoy']);
    expect(titles(people, 'HEG')).toEqual(['Dr. Arjun Hegde']);
    expect(titles(people, 'mech')).toEqual(['Dr. Arjun Hegde']);
    // Inside a word is no match.
    expect(titles(people, 'arden')).toEqual([]);
  });

  test('every word of the query must match', () => {
    expect(titles(people, 'warden phys')).toEqual(['Meera Shenoy']);
    expect(titles(people, 'warden chem')).toEqual([]);
  });

  test('accents and Unicode forms do not matter; Indian scripts match by prefix', () => {
    const documents = [doc('person', 'José Fernandes'), doc('person', 'श्री राम कुमार'), doc('hostel', 'ಕರಾವಳಿ')];
    expect(titles(documents, 'jose')).toEqual(['José Fernandes']);
    expect(titles(documents, 'JOSÉ'.normalize('NFC'))).toEqual(['José Fernandes']);
    expect(titles(documents, 'रा')).toEqual(['श्री राम कुमार']);
    expect(titles(documents, 'ಕರಾ')).toEqual(['ಕರಾವಳಿ']);
  });

  test('title matches first, then the order the documents came in; grouped by type', () => {
    const documents = [
      doc('event', 'Sports day', 'On the cricket ground'),
      doc('hostel', 'Cricket view'),
      doc('event', 'Cricket final', 'Hostel league'),
      doc('person', 'Ravi', 'Cricket captain'),
    ];
    expect(searchGroups(grouped(documents), 'cricket').map((result) => `${result.type} ${result.title}`)).toEqual([
      'person Ravi',
      'hostel Cricket view',
      'event Cricket final',
      'event Sports day',
    ]);
  });

  test('more of the query in the title ranks higher', () => {
    const documents = [
      doc('event', 'Sports day', 'Cricket final'),
      doc('event', 'Final list', 'Cricket'),
      doc('event', 'Cricket final'),
    ];
    expect(titles(documents, 'cricket final')).toEqual(['Cricket final', 'Final list', 'Sports day']);
  });

  test('at most ten of each type', () => {
    const many = Array.from({ length: 25 }, (_, i) => doc('file', `Form ${i}`));
    expect(titles([...many, doc('event', 'Form filling camp')], 'form')).toEqual([
      'Form filling camp',
      ...many.slice(0, RESULTS_PER_TYPE).map((d) => d.result.title),
    ]);
  });

  test('an empty or blank query finds nothing; a long one is cut', () => {
    expect(titles(people, '')).toEqual([]);
    expect(titles(people, '  \t ')).toEqual([]);
    expect(titles(people, '!!! ...')).toEqual([]);
    expect(titles(people, `${'x '.repeat(MAX_QUERY_LENGTH / 2)}meera`)).toEqual([]);
    expect(titles(people, `meera ${' '.repeat(MAX_QUERY_LENGTH)}xyz`)).toEqual(['Meera Shenoy']);
  });
});
