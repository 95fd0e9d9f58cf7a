import type { Generated } from 'kysely';
import type { ContentLanguage } from './content-languages';

/** Where a row came from: the seed files (replaced when they change) or an operator (never overwritten). */
export type ContentSource = 'seed' | 'operator';

export type ContentPagesTable = {
  id: Generated<number>;
  page_key: string;
  language: ContentLanguage;
  url_path: string;
  head: string;
  content: string;
  meta_title: string;
  meta_tags: string;
  meta_description: string;
  source: ContentSource;
  seed_checksum: string | null;
  updated_at: Date;
};

export type ContentBannersTable = {
  id: Generated<number>;
  zone_id: string;
  language: ContentLanguage | null;
  affiliate_id: string | null;
  content: string;
  target_url: string;
  target_member_url: string;
  sort_order: Generated<number>;
  starts_at: Date | null;
  ends_at: Date | null;
  source: ContentSource;
  seed_key: string | null;
  seed_checksum: string | null;
  updated_at: Date;
};

export type PolicyTypesTable = {
  type: string;
  label: string;
  url: string;
  sort_order: number;
};

export type PolicyVersionsTable = {
  type: string;
  version_id: string;
  published_at: Date;
  published_by: string;
};

export type PlayerPolicyAcceptancesTable = {
  player_id: number;
  policy_type: string;
  version_id: string;
  accepted_at: Date;
};

/** The tables the content domain owns (migrations/0004_content.sql). */
export type ContentTables = {
  content_pages: ContentPagesTable;
  content_banners: ContentBannersTable;
  policy_types: PolicyTypesTable;
  policy_versions: PolicyVersionsTable;
  player_policy_acceptances: PlayerPolicyAcceptancesTable;
};
