// Bulk changes: the preview of a 2,000-row people CSV through the
// API, as the console's Import CSV sends it. Rows carry names in Indian
// languages and the demo's hostels by name, so every row is checked and every
// hostel reference resolved.
import { csvDocument } from '../../src/http/csv';
import { adminToken, type RunningServer } from './server-process';

export const IMPORT_ROWS = 2000;
export const IMPORT_TARGET_MS = 2000;

export async function peoplePreviewTimes(server: RunningServer, rounds = 5) {
  const accessToken = await adminToken(server);
  const hostels = ((await (await fetch(`${server.url}/api/hostels`)).json()) as { name: string }[]).map(
    (hostel) => hostel.name,
  );
  const names = ['डॉ. सुनीता पाटिल', 'முனைவர் செல்வி ராஜன்', 'ಡಾ. ಕಿರಣ್ ನಾಯಕ್', 'Mr. Ramesh Shetty'];
  const rows = [
    ['Name', 'Designation', 'Role', 'Department', 'Phone', 'Email', 'Hostels'],
    ...Array.from({ length: IMPORT_ROWS }, (_, i) => [
      `${names[i % names.length]} ${i}`,
      'Assistant Professor',
      'hostel_staff',
      'Civil Engineering',
      `+91 90000 ${String(i).padStart(5, '0')}`,
      `person${i}@example.edu`,
      [hostels[i % hostels.length], hostels[(i + 1) % hostels.length]].join('; '),
    ]),
  ];
  const csv = csvDocument(rows);
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const form = new FormData();
    form.set('file', new File([csv], 'people.csv', { type: 'text/csv' }));
    const started = performance.now();
    const response = await fetch(`${server.url}/api/admin/import/people.csv?mode=preview`, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}` },
      body: form,
    });
    const report = (await response.json()) as { data?: { added: number; withErrors: number } };
    times.push(performance.now() - started);
    if (!response.ok || report.data?.added !== IMPORT_ROWS)
      throw new Error(`The preview responded with ${response.status}: ${JSON.stringify(report).slice(0, 200)}`);
  }
  return { bytes: new TextEncoder().encode(csv).byteLength, times };
}
