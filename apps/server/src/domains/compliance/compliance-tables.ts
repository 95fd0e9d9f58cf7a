export type SiteFlagsTable = {
  name: string;
  enabled: boolean;
  updated_at: Date;
  updated_by: string;
};

/** The tables the compliance domain owns (migration 0005). */
export type ComplianceTables = { site_flags: SiteFlagsTable };
