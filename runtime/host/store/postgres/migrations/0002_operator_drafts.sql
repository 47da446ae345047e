-- Each operator's unpublished edits of a site (operator/operatorDrafts.ts), so a draft follows the operator
-- to another computer and any host. One row per operator and site; the edits as the console sent them.
CREATE TABLE operator_drafts (
  operator text NOT NULL,
  site_id text NOT NULL CHECK (site_id ~ '^[a-z0-9-]{1,64}$'),
  etag text NOT NULL,
  edits jsonb NOT NULL,
  saved_at text NOT NULL,
  PRIMARY KEY (operator, site_id)
);
