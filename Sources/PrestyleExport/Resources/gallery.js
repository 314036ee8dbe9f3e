'use strict';
window.prestyleExtend = function (page) {
  const h = page.h, cards = page.config.gallery || {};
  const shown = h('output', { id: 'shown', class: 'shown' });
  const filter = h('input', { type: 'search', id: 'filter', placeholder: 'Filter styles', 'aria-label': 'Filter styles',
    autocomplete: 'off', spellcheck: 'false' });
  const entries = page.players.map((player) => {
    const card = cards[player.side] || {};
    const summary = card.summary || '';
    player.root.dataset.style = player.recording.style;
    player.root.classList.add('card');
    // Under the name: the summary, then the file the player names, as a link to it.
    const header = player.root.querySelector('.player-header');
    const file = header.querySelector('p.meta');
    header.insertBefore(h('p', { class: 'summary', text: summary }), file);
    if (card.source && file) file.replaceChildren(h('a', { class: 'source', href: card.source, text: player.recording.source }));
    return { player: player, text: (player.recording.style + ' ' + summary).toLowerCase() };
  });
  function apply() {
    const words = filter.value.toLowerCase().split(/\s+/).filter(Boolean);
    let count = 0;
    for (const entry of entries) {
      const visible = words.every((word) => entry.text.includes(word));
      entry.player.root.hidden = !visible;
      if (visible) count++;
    }
    shown.textContent = count + ' of ' + entries.length + (entries.length === 1 ? ' style' : ' styles');
    document.body.dataset.shown = String(count);
  }
  filter.addEventListener('input', apply);
  page.controller.root.prepend(h('label', { class: 'filter' }, filter), shown);
  apply();
};
