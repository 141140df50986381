// The console's frame and the texts its shared pieces show (SPEC.md sections 2
// and 8), in one place to compare with the spec.
export const dashboardTexts = {
  consoleName: 'Admin Console',
  navigation: 'Admin sections',
  welcome: 'Welcome!',
  chooseEntity: 'Choose an entity to get started!',
  profile: 'Profile',
  logout: 'Logout',
  signedInAs: 'Signed in as',
  viewSite: 'View website',
  chooseOwnPassword: 'You signed in with a one-time password. Choose your own before you change anything.',
  choosePassword: 'Choose a password',
};

export const sharedTexts = {
  cancel: 'Cancel',
  yes: 'Yes',
  edit: (name: string) => `Edit ${name}`,
  delete: (name: string) => `Delete ${name}`,
  lastUpdated: 'Last updated',
  removeImage: 'Remove image',
  imagePreview: 'Preview of the chosen image',
  imageUnreadable: 'The image could not be read. Choose a JPEG, PNG, WebP, GIF or AVIF picture.',
  remove: (label: string) => `Remove ${label}`,
  // Scheduling (issue 17): notifications and events.
  publishAt: 'Publish at',
  publishAtHint: 'India time (IST). Leave empty to publish at once.',
  scheduled: (time: string) => `Scheduled · ${time}`,
  scheduledTitle: 'Not on the website until then',
};
