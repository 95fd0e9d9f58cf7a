/*
 * The merchant code of the embedded cashier demo (served as /embed-demo/page.js, after the chosen
 * bootstrapper's script). It is what a merchant writes: fetch a cashier session from its own back
 * end, construct the cashier, register callbacks. It uses only the API both bootstrappers share,
 * so the same lines run against ours and PaymentIQ's. Plain browser JavaScript, no build step.
 */
(() => {
  const PAYLOAD_CHARACTERS_MAX = 600;
  /** The log keeps the newest entries only, so a long session does not grow the page without end. */
  const ENTRIES_MAX = 500;
  /** The css button's two themes, for the sandbox cashier's custom properties. */
  const GOLD_THEME = ':root { --accent: #f5b301; --accent-text: #1c1400; --radius: 18px; }';
  const DEFAULT_THEME =
    ':root { --accent: var(--theme-buttons-color, #2563eb); --accent-text: #ffffff; --radius: 10px; }';

  const root = document.getElementById('demo');
  const status = document.getElementById('status');
  const log = document.getElementById('event-log');
  const apiButtons = {
    css: document.getElementById('api-css'),
    pause: document.getElementById('api-pause'),
    resume: document.getElementById('api-resume'),
    reset: document.getElementById('api-reset'),
  };
  const settings = {
    bootstrapper: root.dataset.bootstrapper,
    lookup: root.dataset.lookup === 'true',
    method: root.dataset.method,
    player: root.dataset.player,
    /** Every callback of the API (the package's list, contracts/payments.md section 4), logged as it fires. */
    callbacks: JSON.parse(root.dataset.callbacks ?? '[]'),
  };

  function pad(value, width) {
    return String(value).padStart(width, '0');
  }

  function clockTime(date) {
    return `${pad(date.getHours(), 2)}:${pad(date.getMinutes(), 2)}:${pad(date.getSeconds(), 2)}.${pad(date.getMilliseconds(), 3)}`;
  }

  /** JSON of a payload, cut to a readable length; binary data and windows are named, not dumped. */
  function describe(value) {
    if (value === undefined) return '';
    let text;
    try {
      text = JSON.stringify(value, (_key, entry) => {
        if (entry instanceof ArrayBuffer) return `[ArrayBuffer, ${entry.byteLength} bytes]`;
        if (typeof entry === 'function') return '[function]';
        if (typeof Window !== 'undefined' && entry instanceof Window) return '[window]';
        return entry;
      });
    } catch {
      text = String(value);
    }
    if (text === undefined) return String(value);
    return text.length > PAYLOAD_CHARACTERS_MAX
      ? `${text.slice(0, PAYLOAD_CHARACTERS_MAX)}… (${text.length} characters)`
      : text;
  }

  /** kind: event (a callback), api (a call the page made), info or error. */
  function appendEntry(kind, name, payload) {
    const now = new Date();
    const followNewest = log.scrollHeight - log.scrollTop - log.clientHeight < 40;
    const entry = document.createElement('li');
    entry.className = `entry entry-${kind}`;
    const time = document.createElement('time');
    time.dateTime = now.toISOString();
    time.textContent = clockTime(now);
    const label = document.createElement('span');
    label.className = 'name';
    label.textContent = name;
    entry.append(time, label);
    const text = describe(payload);
    if (text) {
      const pre = document.createElement('pre');
      pre.textContent = text;
      entry.append(pre);
    }
    log.append(entry);
    while (log.children.length > ENTRIES_MAX) log.firstElementChild.remove();
    if (followNewest) log.scrollTop = log.scrollHeight;
  }

  function setStatus(text, isError) {
    status.textContent = text;
    status.classList.toggle('error', Boolean(isError));
  }

  function errorMessage(error) {
    return error instanceof Error ? error.message : String(error);
  }

  /** The merchant's back end issues the session (here GET /embed-demo/session). */
  async function issueSession() {
    const response = await fetch(`/embed-demo/session?player=${encodeURIComponent(settings.player)}`, {
      cache: 'no-store',
      headers: { accept: 'application/json' },
    });
    const body = await response.json().catch(() => null);
    if (!response.ok) {
      throw new Error(body?.error?.message ?? `the session call answered HTTP ${response.status}`);
    }
    return body;
  }

  function cashierConfig(session) {
    const config = {
      merchantId: session.merchantId,
      userId: session.userId,
      sessionId: session.sessionId,
      environment: 'development',
      method: settings.method,
    };
    if (settings.lookup) {
      // What the sandbox's lookup reads: the player and session to verify, and the e-mail to prefill.
      config.lookupConfig = {
        environment: 'development',
        hostUri: window.location.origin,
        userId: session.userId,
        sessionId: session.sessionId,
        userData: { email: settings.player },
      };
    }
    return config;
  }

  /** Status lines for the callbacks that change what the tester sees. */
  const STATUS_OF_CALLBACK = {
    lookupInitLoad: ['The customer lookup has loaded: continue in it to open the cashier.', false],
    lookupUserIdentified: ['The lookup identified the customer; the cashier opens with their data.', false],
    cashierInitLoad: ['The cashier has loaded.', false],
    onLoadError: ['The cashier did not load in time (onLoadError).', true],
  };

  function onApiReady(api) {
    const handlers = {};
    for (const name of settings.callbacks) {
      handlers[name] = (event) => {
        appendEntry('event', name, event);
        const line = STATUS_OF_CALLBACK[name];
        if (line) setStatus(line[0], line[1]);
      };
    }
    api.on(handlers);
    appendEntry('info', 'api ready', { methods: Object.keys(api) });

    apiButtons.css.addEventListener('click', () => {
      const gold = apiButtons.css.getAttribute('aria-pressed') !== 'true';
      const css = gold ? GOLD_THEME : DEFAULT_THEME;
      api.css(css);
      apiButtons.css.setAttribute('aria-pressed', String(gold));
      appendEntry('api', 'api.css()', css);
    });
    apiButtons.pause.addEventListener('click', () => {
      api.pause();
      appendEntry('api', 'api.pause()');
    });
    apiButtons.resume.addEventListener('click', () => {
      api.resume();
      appendEntry('api', 'api.resume()');
    });
    apiButtons.reset.addEventListener('click', () => {
      window._PaymentCashierReset();
      appendEntry('api', '_PaymentCashierReset()');
      setStatus('The cashier iframe was removed. Reload the page to start again.', false);
    });
    for (const button of Object.values(apiButtons)) button.disabled = false;
  }

  async function start() {
    document.getElementById('log-clear').addEventListener('click', () => log.replaceChildren());
    const Cashier = window._PaymentCashier;
    if (typeof Cashier !== 'function') {
      setStatus(`The bootstrapper script did not load (/embed-demo/${settings.bootstrapper}.js).`, true);
      return;
    }
    let session;
    try {
      session = await issueSession();
    } catch (error) {
      setStatus(`No cashier session for ${settings.player}: ${errorMessage(error)}`, true);
      appendEntry('error', 'session', errorMessage(error));
      return;
    }
    appendEntry('info', 'session issued', { merchantId: session.merchantId, userId: session.userId });
    setStatus(
      settings.lookup
        ? 'Loading the customer lookup…'
        : `Loading the ${settings.method} cashier for ${settings.player}…`,
      false,
    );
    try {
      new Cashier('#cashier', cashierConfig(session), onApiReady);
    } catch (error) {
      setStatus(`The bootstrapper refused the configuration: ${errorMessage(error)}`, true);
      appendEntry('error', 'new _PaymentCashier()', errorMessage(error));
    }
  }

  start();
})();
