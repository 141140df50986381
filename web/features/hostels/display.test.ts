import { describe, expect, test } from 'bun:test';
import { withLanguage } from '../../lib/texts';
import hi from '../../texts/hi';
import { hostelBadge, hostelBlock, sharingCount, sharingLabel, staffDetails, yearLabel } from './display';

describe('hostel display rules', () => {
  test("the badge reads 'Girls Hostel' only when the name contains GH", () => {
    expect(hostelBadge({ name: 'Ganga (GH I)' })).toBe('Girls Hostel');
    expect(hostelBadge({ name: 'Karavali (Block I)' })).toBe('Boys Hostel');
    expect(hostelBadge({ name: 'Ghats Hall' })).toBe('Boys Hostel');
  });

  test("in Hindi a hostel for women is a girls' hostel whatever words its translated name uses", () => {
    const badges = withLanguage('hi', hi, () =>
      ['गंगा (छात्रा छात्रावास I)', 'गंगा (महिला छात्रावास)', 'करावली (ब्लॉक I)'].map((name, i) =>
        hostelBadge({ name, gender: i < 2 ? 'female' : 'male' }),
      ),
    );
    expect(badges).toEqual(['छात्रा छात्रावास', 'छात्रा छात्रावास', 'छात्र छात्रावास']);
  });

  test("the block is the text in parentheses, else 'N/A'", () => {
    expect(hostelBlock('Karavali (Block I)')).toBe('Block I');
    expect(hostelBlock('Ganga ( GH I )')).toBe('GH I');
    expect(hostelBlock('Mega Hostel')).toBe('N/A');
    expect(hostelBlock('Empty ()')).toBe('N/A');
  });

  test("sharing counts 1, 2, 3 with 2 by default; a missing year reads 'NA'", () => {
    expect([
      sharingCount('single'),
      sharingCount('double'),
      sharingCount('triple'),
      sharingCount('quad'),
      sharingCount(null),
    ]).toEqual([1, 2, 3, 2, 2]);
    expect(sharingLabel('triple')).toBe('Triple (3)');
    expect(sharingLabel(undefined)).toBe('Double (2)');
    expect([yearLabel('2nd'), yearLabel(''), yearLabel(null)]).toEqual(['2nd', 'NA', 'NA']);
  });

  test('staff: expanded, partial, a plain name, missing, or anything else', () => {
    const full = {
      _id: '1',
      name: 'Dr. A',
      phone: '123',
      email: 'a@example.edu',
      designation: 'Professor',
      role: 'quality_maintenance_warden',
    };
    expect(staffDetails(full, 'Warden')).toEqual({
      name: 'Dr. A',
      contact: '123',
      email: 'a@example.edu',
      designation: 'Professor',
      role: 'Quality Maintenance Warden',
    });
    expect(staffDetails({ name: '', role: '' }, 'Supervisor')).toEqual({
      name: 'Not assigned',
      contact: 'Not available',
      email: 'Not available',
      designation: 'Not available',
      role: 'Supervisor',
    });
    expect(staffDetails('Mr. B', 'Warden').name).toBe('Mr. B');
    expect(staffDetails(null, 'Warden').name).toBe('Not assigned');
    expect(staffDetails(42, 'Warden').name).toBe('Unknown');
  });
});
