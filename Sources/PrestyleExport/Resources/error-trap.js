(function () {
  const errors = [];
  function show() {
    const box = document.getElementById('errors');
    if (!box) return;
    box.hidden = errors.length === 0;
    box.replaceChildren(...errors.map((text) => { const item = document.createElement('li'); item.textContent = text; return item; }));
  }
  window.prestyleRecordError = function (text) {
    errors.push(String(text));
    document.documentElement.setAttribute('data-errors', String(errors.length));
    show();
  };
  window.onerror = function (message, source, line, column) {
    window.prestyleRecordError(message + ' (' + (source || 'page') + ':' + line + ':' + column + ')');
  };
  window.addEventListener('unhandledrejection', (event) => window.prestyleRecordError('unhandled rejection: ' + event.reason));
  const consoleError = console.error.bind(console);
  console.error = function (...parts) { window.prestyleRecordError('console.error: ' + parts.join(' ')); consoleError(...parts); };
  document.addEventListener('DOMContentLoaded', show);
})();
