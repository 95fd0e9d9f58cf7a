/*
 * The merchant's configuration and the public API types. The shapes follow the published
 * paymentiq-cashier-bootstrapper 1.7.4 typings (index.d.ts), so a TypeScript merchant's config and
 * callbacks compile against either package. They are looser where the spec gives a default
 * (environment, defaultLoader are optional here) and add the spec's lookup options
 * (useExperimentalCdn). Types cost nothing in the built script.
 */

type BooleanOrBooleanString = boolean | 'true' | 'false';
type StringOrNumber = string | number;

/** Values that may be flattened into `user.<key>` / `attributes.<key>` query parameters. */
type QueryValue = string | number | boolean | undefined | null;

export interface User {
  emailOverride?: string;
  firstNameOverride?: string;
  lastNameOverride?: string;
  mobileNumberOverride?: string;
  countryOverride?: string;
  [key: string]: QueryValue;
}

export interface Attributes {
  hostUri?: string;
  didToken?: string;
  [key: string]: QueryValue;
}

/** Theme groups, flattened to `theme_<group>_<key>`. */
export interface Theme {
  input?: { color?: string; fontSize?: string; height?: string; borderRadius?: string };
  inputbackground?: { color?: string };
  labels?: { color?: string; fontSize?: string };
  headings?: { color?: string; fontSize?: string };
  loader?: { color?: string };
  error?: { color?: string };
  success?: { color?: string };
  buttons?: { color?: string };
  headerbackground?: { color?: string };
  background?: { color?: string };
  cashierbackground?: { color?: string };
  border?: { radius?: string };
  margin?: { size?: string };
  providerlogos?: { list?: string; dropdown?: string };
  creditcardicons?: { creditcardUrl?: string; cvvUrl?: string; expirydateUrl?: string };
}

/**
 * production (default), the brand-specific variants, test and development; any other name falls
 * back to production. `(string & {})` keeps the names as autocomplete rather than a closed set.
 */
export type Environment =
  | 'production'
  | 'test'
  | 'development'
  | 'mrgreen'
  | 'casumo'
  | 'ecom'
  | 'silvercurrent'
  | 'softember'
  | 'sunpetal'
  | 'oceanharborlight'
  | (string & {});

export interface LookupUserData {
  email?: string;
  firstName?: string;
  lastName?: string;
  address?: string;
  city?: string;
  postalCode?: string;
}

/** The customer-lookup iframe (the provider's checkout client), loaded before the cashier. */
export interface LookupConfig {
  environment?: Environment;
  merchantId?: string;
  user?: User;
  attributes?: Attributes;
  theme?: Theme;
  hostUri?: string;
  /** Where the lookup iframe goes; the cashier's container when left out. */
  domElement?: HTMLElement;
  containerHeight?: string;
  containerWidth?: string;
  containerMinHeight?: string;
  contentMinHeight?: StringOrNumber;
  /** The checkout client's version path; `master` when left out. */
  version?: string;
  /** Load the checkout client from the provider's experimental CDN. */
  useExperimentalCdn?: boolean;
  didAccessToken?: null | { lastUsed: string; token: string } | string;
  userData?: null | LookupUserData | string;
}

type ColorModeAsset = string | { light?: string; dark?: string };

/**
 * The constructor's configuration. Every key the published typings know is listed (so object
 * literals written for either package pass the same checks); the bootstrapper itself reads only a
 * few and passes the rest to the cashier in the query string.
 */
export interface CashierConfig {
  merchantId: string;
  userId?: string;
  sessionId?: string;
  /** production when left out; an unknown name also means production. */
  environment?: Environment;
  method?: 'deposit' | 'withdrawal';
  mode?: 'gambling' | 'ecommerce';
  locale?: string;
  font?: string;
  country?: string;
  attributes?: Attributes;
  user?: User;
  theme?: Theme;
  /** Load the customer lookup first; the cashier follows once the customer is identified. */
  lookupConfig?: LookupConfig;
  /** The cashier iframe's height; 100% when left out, then set by the cashier's APP_SET_HEIGHT. */
  containerHeight?: StringOrNumber;
  /** The cashier iframe's width; 100% when left out. */
  containerWidth?: string;
  /** The cashier iframe's min-height; 0px when left out. Not sent in the query. */
  containerMinHeight?: StringOrNumber;
  /** Milliseconds the cashier iframe has to load before ONLOAD_ERROR; 10000 when left out. Not sent in the query. */
  initLoadErrorTimeout?: number;
  /** Relayed to the cashier with CASHIER_BOOT, never put in the query. */
  launchToken?: string;
  didToken?: string;
  didAccessToken?: null | { lastUsed: string; token: string } | string;
  userData?: null | LookupUserData | string;
  version?: string;
  useExperimentalCdn?: boolean;
  /** The container element, when the merchant has it rather than a selector (the lookup's own option). */
  domElement?: HTMLElement;
  gaTag?: string;
  hotjarTag?: string;
  selectlastusedtxmethod?: BooleanOrBooleanString;
  providerType?: string;
  autoProcess?: BooleanOrBooleanString;
  storeAccount?: BooleanOrBooleanString;
  saveAccountOption?: BooleanOrBooleanString;
  showAccounts?: 'list-first' | 'list-with-pm' | 'inline' | false | 'false';
  accountDelete?: BooleanOrBooleanString;
  amount?: StringOrNumber;
  singlePageFlow?: BooleanOrBooleanString;
  showAmountLimits?: BooleanOrBooleanString;
  scrollToOffset?: number;
  showTransactionOverview?: BooleanOrBooleanString;
  predefinedValues?: BooleanOrBooleanString;
  predefinedAmounts?: number[];
  showCustomAmountButton?: boolean;
  showReceipt?: BooleanOrBooleanString | 'only';
  showHeader?: BooleanOrBooleanString;
  showFooter?: BooleanOrBooleanString;
  tabs?: BooleanOrBooleanString;
  contentMinHeight?: StringOrNumber;
  bonusCode?: string;
  showBonusCode?: BooleanOrBooleanString;
  bonusPlacement?: 'inline-before' | 'inline-after' | 'dedicated-step';
  availableBonuses?: {
    id: string;
    displayName: string;
    shortDescription?: string;
    preselected?: boolean;
    imageUrl?: string;
    termsUrl?: string;
    badge?: string;
    expiresAt?: string;
    recommended?: boolean;
  }[];
  noBonusMode?: 'explicit' | 'implicit';
  withdrawalRestrictions?: { message: string; forfeitOptionAvailable?: boolean; cta?: string };
  channelId?: string;
  logoUrl?: ColorModeAsset;
  logoSize?: number;
  listRadio?: BooleanOrBooleanString;
  amountFirst?: BooleanOrBooleanString;
  stepByStep?: 'dedicated-step' | false | 'false';
  stepOrder?: ('amount' | 'bonus' | 'method')[];
  receiptAmountDisplayStyle?: 'symbol' | 'ISO-3';
  receiptAmountTransactionStyle?: 'TxAmount' | 'Amount';
  receiptExcludeKeys?: string[];
  layout?: 'vertical' | 'horizontal';
  logoFullWidth?: BooleanOrBooleanString;
  accountId?: string;
  autoOpenFirstPaymentMethod?: BooleanOrBooleanString;
  scrollToPm?: 'nearest' | null | 'center' | 'start' | 'end';
  globalSubmit?: BooleanOrBooleanString;
  showTermsConditions?: BooleanOrBooleanString;
  allowCancelPendingWithdrawal?: BooleanOrBooleanString;
  showListHeaders?: BooleanOrBooleanString;
  listType?: 'list' | 'grid';
  displayLogoOrName?: 'both' | 'logo' | 'name';
  pollLimit?: number;
  history?: BooleanOrBooleanString;
  defaultLoader?: BooleanOrBooleanString;
  errorMsgTxRefId?: BooleanOrBooleanString;
  showFee?: BooleanOrBooleanString | 'deposit' | 'withdrawal';
  disableBtnAtZero?: BooleanOrBooleanString;
  pmListLimit?: number;
  alwaysShowSubmitBtn?: BooleanOrBooleanString;
  showTransactionsOnly?: BooleanOrBooleanString;
  trackingPixels?: {
    type: 'allDeposits' | 'firstDeposit' | 'allWithdrawals';
    trackingName: string;
    imgSrc: string;
    imgAttrs?: string;
  }[];
  hideTxOverview?: BooleanOrBooleanString;
  allowMobilePopup?: BooleanOrBooleanString;
  fetchConfig?: BooleanOrBooleanString;
  blockBrowserNavigation?: BooleanOrBooleanString;
  showAmount?: BooleanOrBooleanString;
  receiptBackBtn?: BooleanOrBooleanString;
  pendingTxHeader?: BooleanOrBooleanString;
  dropdownTabs?: BooleanOrBooleanString;
  pendingTab?: BooleanOrBooleanString;
  showtermsAndConditionsTemplate?: BooleanOrBooleanString;
  customLogoFileName?: ColorModeAsset;
  autoSetIframeProviderHeight?: BooleanOrBooleanString;
  newPaymentBtn?: BooleanOrBooleanString;
  showCookiesWarning?: BooleanOrBooleanString;
  checkWithdrawalBalance?: BooleanOrBooleanString;
  lastUsedDepositAmount?: BooleanOrBooleanString;
  historyDateOptions?: BooleanOrBooleanString;
  showBackAtInitPath?: BooleanOrBooleanString;
  allowWindowClose?: string;
  enableTermsTemplateFor?: string;
  fixedProviderType?: BooleanOrBooleanString;
  hardClose?: BooleanOrBooleanString;
  gtm?: string | string[];
  prefillCreditcardHolder?: boolean;
  prefillCreditcardHolderEditable?: boolean;
  smartDeclineRecovery?: BooleanOrBooleanString;
  c2pPrefillDataFlow?: 'default' | 'hide';
  themeMode?: 'auto' | 'light' | 'dark';
  maintenanceDisplay?: 'hide' | 'grey-out';
  limitBasedMethodAvailability?: BooleanOrBooleanString;
}

/** The payload of `api.set()`, sent to the cashier as UPDATE_DATA (merchantId, userId, sessionId dropped). */
export interface UpdateDataPayload {
  config?: Omit<Partial<CashierConfig>, 'user' | 'attributes' | 'theme' | 'lookupConfig' | 'launchToken'>;
  user?: User;
  attributes?: Attributes;
  theme?: Theme;
  /** Runtime-only design-token overrides, passed through to the cashier untouched. */
  themeV2?: object;
  seeds?: { theme?: { brand?: string; layout?: string; danger?: string; success?: string; warning?: string } };
}

// biome-ignore lint/suspicious/noExplicitAny: callbacks receive whatever the cashier posts, as in the original typings.
type Callback = (data?: any) => void;

/** The merchant's callbacks, by name; each receives `{ data: payload }` (see events.ts). */
export interface HostCallbackType {
  cashierInitLoad?: Callback;
  lookupInitLoad?: Callback;
  change?: Callback;
  pause?: Callback;
  resume?: Callback;
  isVisible?: Callback;
  isHidden?: Callback;
  update?: Callback;
  success?: Callback;
  failure?: Callback;
  pending?: Callback;
  unresolved?: Callback;
  isLoading?: Callback;
  doneLoading?: Callback;
  newProviderWindow?: Callback;
  paymentMethodSelect?: Callback;
  paymentMethodPageEntered?: Callback;
  navigate?: Callback;
  cancelledPendingWD?: Callback;
  validationFailed?: Callback;
  onLoadError?: Callback;
  cancelled?: Callback;
  lookupUserIdentified?: Callback;
  transactionInit?: Callback;
  lookupUserData?: Callback;
  paymentAmountChange?: Callback;
}

export interface CashierApi {
  /** Sends UPDATE_DATA; queued until the cashier is ready. */
  set: (data: UpdateDataPayload) => void;
  /** Sends SET_CSS; queued until the cashier is ready. */
  css: (css: string) => void;
  /** Sends CASHIER_PAUSE and takes the cashier out of tab order. */
  pause: () => void;
  /** Sends CASHIER_RESUME and puts the cashier back in tab order. */
  resume: () => void;
  /** Registers the callbacks (replacing earlier ones). */
  on: (callbacks: HostCallbackType) => void;
}

export type CashierCallback = (api: CashierApi) => void;

/** Defaults of the iframe styles (spec section 2). */
export const CASHIER_FRAME_DEFAULTS = { height: '100%', width: '100%', minHeight: '0px' } as const;
/** The lookup's defaults; its height starts at LOOKUP_INITIAL_HEIGHT (constants.ts). */
export const LOOKUP_FRAME_DEFAULTS = { width: '1px', minWidth: '100%', minHeight: '0px' } as const;

export { LOOKUP_VERSION_DEFAULT } from './constants';

/**
 * The iframes' feature policy: what payment providers inside the cashier may ask the browser for
 * (card readers, wallets, bank apps, one-time codes, passkeys for the providers that use them).
 */
export const FRAME_FEATURE_POLICY =
  'geolocation *;camera *;payment *;clipboard-read *;clipboard-write *;autoplay *;microphone *;fullscreen *;' +
  'accelerometer *;magnetometer *;gyroscope *;picture-in-picture *;otp-credentials *;' +
  'publickey-credentials-get https://checkout-v2.zimpler.net;publickey-credentials-create https://checkout-v2.zimpler.net;';
