/* global document, localStorage, location, navigator, window */
// The offline page's language and theme, as the app would show them; then a reload as soon as the network is back.
(function () {
  'use strict';
  var LANGUAGES = ['fr', 'en', 'es'];

  function stored(key) {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  }

  // The language chosen in the app (i18nextLng), else the browser's, else French.
  function language() {
    var candidates = [stored('i18nextLng')].concat(navigator.languages || [navigator.language]);
    for (var i = 0; i < candidates.length; i += 1) {
      var code = String(candidates[i] || '')
        .slice(0, 2)
        .toLowerCase();
      if (LANGUAGES.indexOf(code) !== -1) return code;
    }
    return 'fr';
  }

  // The theme chosen in Settings → Appearance (redux-persist keeps each field as JSON text), else the system's.
  function themeMode() {
    try {
      return JSON.parse(JSON.parse(stored('settings')).themeMode);
    } catch {
      return 'system';
    }
  }

  var mode = themeMode();
  if (mode === 'light' || mode === 'dark') document.documentElement.setAttribute('data-theme', mode);

  var chosen = language();
  document.documentElement.lang = chosen;
  document.querySelectorAll('section[lang]').forEach(function (section) {
    section.hidden = section.lang !== chosen;
    if (section.lang === chosen) document.title = section.getAttribute('data-title');
  });

  window.addEventListener('online', function () {
    location.reload();
  });
})();
