// The console's archive card: its words are English, as the console's are.
export const archiveSettingTexts = {
  title: 'Archive',
  intro: 'Expired notices and past events stay readable on the public Archive page, by year.',
  keepLabel: 'Keep them',
  always: 'Always',
  years: (years: number) => (years === 1 ? 'For a year' : `For ${years} years`),
  hint: 'Tick "Keep out of the archive" on a notice or an event to leave it out.',
  view: 'Open the archive',
  saving: 'Saving...',
  saved: 'Saved',
  failed: 'The setting could not be saved.',
};
