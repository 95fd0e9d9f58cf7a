/** Shapes of the identity and wallet answers the whole site reads (apps/server identity README). */
export type RegistrationProgress = {
  complete: boolean;
  nextStep: 2 | 3 | null;
  otpRequired: boolean;
  otpChannel: 'sms' | 'email';
  fallbackChannel: 'sms' | 'email';
  verifiedChannels: ('sms' | 'email')[];
};

export type AuthStatus = {
  status: 'logged_in' | 'logged_out' | 'session_expired';
  loggedIn: boolean;
  playerId: number | null;
  registration: RegistrationProgress | null;
};

export type AccountStateName = 'active' | 'paused' | 'self_excluded' | 'locked' | 'suspended' | string;

export type Profile = {
  playerID: number;
  externalEcrId: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  nickname: string | null;
  screenName: string | null;
  currency: { code: string; symbol: string };
  country: string;
  countryCode: string;
  jurisdiction: string;
  userCategory: string;
  userStatus: 'real' | 'play';
  nationalId: string | null;
  isVerified: boolean;
  isKycBlocked: boolean;
  userProfileCompleted: boolean;
  missingProfileFields: string[];
  migrationRequired?: boolean;
  language: string;
  street: string | null;
  city: string | null;
  zip: string | null;
  phone: string | null;
  gender: 'male' | 'female' | 'other' | null;
  bYear: number | null;
  bMonth: number | null;
  bDay: number | null;
  accountState: { state: AccountStateName; until: string | null };
  registration: RegistrationProgress;
  createdAt: string;
  /** The visit the player signed up in: greeted as new, not "welcome back" (identity README). */
  firstVisit: boolean;
};

export type Balances = {
  currency: string;
  cash: number;
  bonus: number;
  withdrawable: number;
  total: number;
  withdrawalHold: number;
  debt: number;
};
