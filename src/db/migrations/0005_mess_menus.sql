-- Each mess's weekly menu (issue 18): one row per mess, the seven days of
-- four meals as JSON ({ monday: { breakfast, lunch, snacks, dinner }, …}),
-- and when it was last saved. It goes with its mess.
CREATE TABLE mess_menus (
  mess_id    TEXT PRIMARY KEY REFERENCES messes(id) ON DELETE CASCADE,
  week       TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
