// Search for the growth part of the benchmark: the path driven like a list
// (one query, served from memory after its first search), and many
// distinct queries one after another, each searched afresh over the index.

/** A prefix most records of the demo have a word starting with. */
export const SEARCH_PATH = '/api/search?q=host';

/** The first three letters of every word of the people's and hostels' names and designations, each once. */
async function distinctQueries(url: string) {
  const read = async <T>(path: string) => (await (await fetch(url + path)).json()) as T;
  const [people, hostels] = await Promise.all([
    read<{ name: string; designation: string }[]>('/api/people'),
    read<{ name: string }[]>('/api/hostels'),
  ]);
  const words = [
    ...people.flatMap((person) => [person.name, person.designation]),
    ...hostels.map((hostel) => hostel.name),
  ].flatMap((text) => text.split(/\W+/));
  return [...new Set(words.filter((word) => word.length >= 3).map((word) => word.slice(0, 3).toLowerCase()))];
}

/** Each distinct query's response time, one at a time (so none is served from the cache of another). */
export async function freshSearchTimes(url: string) {
  const times: number[] = [];
  for (const query of await distinctQueries(url)) {
    const started = performance.now();
    const response = await fetch(`${url}/api/search?q=${encodeURIComponent(query)}`);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`/api/search?q=${query} responded with ${response.status}`);
    times.push(performance.now() - started);
  }
  return times;
}
