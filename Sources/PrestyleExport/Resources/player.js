'use strict';
(function () {
  const EPS = 0.00005; // half the export's rounding step: a time written with 4 decimals finds its sample
  const SPEEDS = [0.25, 0.5, 1, 1.5, 2];
  const BEZEL = 14;
  const LABEL_LINE = 20; // a label's height and the step between stacked labels, in points of the screen

  function h(tag, props, ...children) {
    const node = document.createElement(tag);
    for (const [key, value] of Object.entries(props || {})) {
      if (value === null || value === undefined || value === false) continue;
      if (key === 'class') node.className = value;
      else if (key === 'text') node.textContent = value;
      else if (key.startsWith('on')) node.addEventListener(key.slice(2), value);
      else node.setAttribute(key, value === true ? '' : String(value));
    }
    for (const child of children) if (child !== null && child !== undefined) node.append(child);
    return node;
  }

  // Numbers as the export prints them: at most 4 decimals, no "-0".
  function num(value, decimals) {
    const rounded = Number(value.toFixed(decimals === undefined ? 4 : decimals));
    return Object.is(rounded, -0) ? 0 : rounded;
  }
  function fixed(value, decimals) {
    const text = value.toFixed(decimals);
    return /^-0\.?0*$/.test(text) ? text.slice(1) : text;
  }
  function seconds(value) { return num(value) + ' s'; }

  // The same roles as the Swift side's ViewRole: structure, the controllers' views, their content, chrome.
  function rolesOf(views) {
    const roles = new Map();
    for (const view of views) {
      const base = view.name.split('#')[0];
      let role;
      if (view.parent === null) role = 'window';
      else if (base === 'container' || base === 'presenting' || base === 'presented') role = base;
      else if (['presenting', 'presented', 'content'].includes(roles.get(view.parent))) role = 'content';
      else role = 'chrome';
      roles.set(view.name, role);
    }
    return roles;
  }

  // The sample shown at t: the latest at or before it, the first before the phase began, the final state after.
  function sampleAt(phase, t) {
    if (t >= phase.duration - EPS) return { frame: phase.final, index: -1 };
    let index = -1;
    for (let i = 0; i < phase.frames.length; i++) {
      if (phase.frames[i].t <= t + EPS) index = i; else break;
    }
    if (index < 0) return phase.frames.length ? { frame: phase.frames[0], index: 0 } : { frame: phase.final, index: -1 };
    return { frame: phase.frames[index], index: index };
  }

  class Player {
    constructor(recording, side, fit) {
      this.recording = recording;
      this.side = side;
      this.phase = null;
      this.frame = null;
      this.elements = new Map();
      this.off = new Set();
      this.fit = fit;
      this.screen = h('div', { class: 'screen' });
      this.safeArea = h('div', { class: 'safe-area', title: 'safe area' });
      this.labels = h('div', { class: 'labels' });
      this.screen.append(this.safeArea, this.labels);
      this.hovered = null;
      this.layerRows = new Map();
      this.screen.addEventListener('mouseover', (event) => {
        const target = event.target && event.target.closest ? event.target.closest('.view') : null;
        this.hover(this.namedView(target));
      });
      this.screen.addEventListener('mouseleave', () => this.hover(null));
      this.bezel = h('div', { class: 'device' }, this.screen);
      this.stage = h('div', { class: 'stage' }, this.bezel);
      this.meta = h('p', { class: 'meta' });
      this.showDevice(recording.device);

      this.phaseInfo = h('span', { class: 'phase-info' });
      this.readout = h('div', { class: 'sample', 'aria-live': 'polite' });
      this.layerList = h('ul', { class: 'layers' });
      this.traceList = h('ol', { class: 'trace' });
      this.traceBox = h('div', { class: 'trace-box' }, this.traceList);
      this.missing = h('p', { class: 'missing', hidden: true });
      const header = h('header', { class: 'player-header' },
        h('h2', {}, h('span', { class: 'style-name', text: recording.style }), ' ', this.phaseInfo),
        h('p', { class: 'meta', text: recording.source }), this.meta);
      const sidePanel = h('div', { class: 'side' },
        h('section', { class: 'panel' }, h('h3', { text: 'Layers' }), this.layerList),
        h('section', { class: 'panel' }, h('h3', { text: 'Hook trace' }), this.traceBox));
      this.root = h('section', { class: 'player', 'data-player': this.side },
        header, h('div', { class: 'body' }, h('div', { class: 'stage-column' }, this.stage, this.readout, this.missing), sidePanel),
        diagnosticsList(recording.diagnostics));
    }

    // The screen a phase is drawn on: the one it ends on (after a rotation, landscape), sized to fit.
    showDevice(device) {
      const width = device.width + 2 * BEZEL, height = device.height + 2 * BEZEL;
      const scale = Math.min(1, this.fit.width / width, this.fit.height / height);
      this.screen.style.width = device.width + 'px';
      this.screen.style.height = device.height + 'px';
      const radius = Math.min(device.width, device.height) * 0.09;
      this.screen.style.borderRadius = num(radius) + 'px';
      const [top, left, bottom, right] = device.safeArea;
      Object.assign(this.safeArea.style, { top: top + 'px', left: left + 'px', bottom: bottom + 'px', right: right + 'px' });
      Object.assign(this.bezel.style, { width: width + 'px', height: height + 'px', borderRadius: num(radius + BEZEL) + 'px',
        transform: 'scale(' + num(scale, 5) + ')' });
      Object.assign(this.stage.style, { width: num(width * scale, 2) + 'px', height: num(height * scale, 2) + 'px' });
      const motion = device.traits.reduceMotion
        ? (device.traits.prefersCrossFadeTransitions ? ' · reduce motion, cross-fade' : ' · reduce motion') : '';
      const traits = device.traits.horizontal + ' × ' + device.traits.vertical + motion;
      this.meta.textContent = device.name + ' · ' + device.width + '×' + device.height + ' pt @' + device.scale +
        'x · ' + device.orientation + ' · ' + traits + optionText(this.recording.options);
    }

    setPhase(name) {
      this.phase = this.recording.phases.find((phase) => phase.name === name) || null;
      const device = (this.phase && this.phase.device) || this.recording.device;
      this.showDevice(device);
      this.root.dataset.screen = device.width + 'x' + device.height;
      for (const element of this.elements.values()) element.remove();
      this.elements.clear();
      this.traceList.replaceChildren();
      this.layerList.replaceChildren();
      this.layerRows.clear();
      this.hovered = null;
      delete this.root.dataset.hovered;
      this.missing.hidden = this.phase !== null;
      this.missing.textContent = this.phase ? '' : 'This run has no phase "' + name + '".';
      this.root.dataset.phase = name;
      if (!this.phase) { this.phaseInfo.textContent = ''; return; }
      const phase = this.phase;
      this.phaseInfo.textContent = phase.name + ' · ' + seconds(phase.duration) + (phase.completed ? '' : ' · cancelled');
      phase.events.forEach((event, index) => {
        this.traceList.append(h('li', { class: 'event', 'data-index': index, 'data-t': num(event.t) },
          h('span', { class: 't', text: fixed(event.t, 3) }),
          h('span', { class: 'call', text: event.call }),
          h('span', { class: 'target', text: event.target })));
      });
      if (!phase.events.length) this.traceList.append(h('li', { class: 'empty', text: 'No hooks ran.' }));
      const seen = new Map();
      for (const frame of phase.frames.concat([phase.final])) {
        const roles = rolesOf(frame.views);
        for (const view of frame.views) if (!seen.has(view.name) && roles.get(view.name) !== 'window') seen.set(view.name, roles.get(view.name));
      }
      for (const [layer, role] of seen) {
        const box = h('input', { type: 'checkbox', 'data-layer': layer, checked: !this.off.has(layer) });
        box.addEventListener('change', () => {
          if (box.checked) this.off.delete(layer); else this.off.add(layer);
          const element = this.elements.get(layer);
          if (element) element.classList.toggle('layer-off', this.off.has(layer));
          if (this.frame) this.placeLabels(this.frame, rolesOf(this.frame.views));
        });
        const row = h('li', { 'data-role': role, 'data-row': layer }, h('label', {}, box, ' ', h('span', { class: 'name', text: layer }),
          role === layer.split('#')[0] ? null : h('span', { class: 'role', text: ' ' + role })));
        // The legend names what is on the screen: its row, under the pointer or holding the keyboard's focus,
        // outlines and names the view.
        if (role === 'presenting' || role === 'presented' || role === 'chrome') {
          row.addEventListener('mouseenter', () => this.hover(layer));
          row.addEventListener('mouseleave', () => this.hover(null));
          row.addEventListener('focusin', () => this.hover(layer));
          row.addEventListener('focusout', () => this.hover(null));
        }
        this.layerRows.set(layer, row);
        this.layerList.append(row);
      }
    }

    show(t) {
      if (!this.phase) return;
      const { frame, index } = sampleAt(this.phase, t);
      this.root.dataset.sample = index < 0 ? 'final' : String(frame.t);
      this.readout.textContent = index < 0 ? 'final state · t = ' + seconds(frame.t)
        : 'frame ' + (index + 1) + ' of ' + this.phase.frames.length + ' · t = ' + seconds(frame.t);
      this.render(frame);
      this.showFinger(t);
      let current = -1;
      const items = this.traceList.querySelectorAll('li.event');
      this.phase.events.forEach((event, i) => {
        const past = event.t <= t + EPS;
        items[i].classList.toggle('past', past);
        if (past) current = i;
      });
      items.forEach((item, i) => item.classList.toggle('current', i === current));
      // Scrolling the trace measures its layout: only when the current hook changes.
      if (this.traceList.dataset.current !== String(current) && current >= 0) this.reveal(items[current]);
      this.traceList.dataset.current = String(current);
    }

    render(frame) {
      this.frame = frame;
      const roles = rolesOf(frame.views);
      const bounds = new Map();
      const present = new Set();
      for (const view of frame.views) {
        let element = this.elements.get(view.name);
        if (!element) {
          element = h('div', { class: 'view', 'data-name': view.name });
          this.elements.set(view.name, element);
        }
        const parent = view.parent !== null && this.elements.has(view.parent) && present.has(view.parent)
          ? this.elements.get(view.parent) : this.screen;
        const origin = view.parent !== null && bounds.has(view.parent) ? bounds.get(view.parent) : [0, 0];
        place(element, view, origin);
        element.dataset.role = roles.get(view.name);
        element.classList.toggle('layer-off', this.off.has(view.name));
        // Appending in frame order keeps siblings back to front; an element already last stays put.
        if (element.parentNode !== parent || parent.lastElementChild !== element) parent.append(element);
        bounds.set(view.name, view.bounds);
        present.add(view.name);
      }
      for (const [name, element] of this.elements) if (!present.has(name)) element.remove();
      this.screen.append(this.safeArea, this.labels);
      this.placeLabels(frame, roles);
    }

    // The names of the presenting, presented and chrome views, on a layer above every view and at full
    // opacity. On the screen a name lies over what it names — often a sheet's top edge and its grabber — so by
    // default none shows there: the Layers panel is the legend, and the view under the pointer, or the one
    // whose row of the legend the pointer is on, is outlined and named, with its frame in the container's
    // coordinates. With "All names" ticked (`names=1` in
    // the address) every view that shows is named, as the SVG does: each name at the top-left of the part of its
    // view that shows (inside the screen and its clipping ancestors), stepped down where two would overlap; a
    // name with no room left on the screen is left to the legend. A name never fades with its view nor shrinks
    // with a scaled-down screen.
    placeLabels(frame, roles) {
      const all = document.body.classList.contains('show-labels');
      const hovered = this.hovered !== null && !this.off.has(this.hovered) ? this.hovered : null;
      // Measuring every view is most of a frame's cost with many views: none while no name shows.
      if (!all && hovered === null) { this.labels.replaceChildren(); this.labels.dataset.comparisons = '0'; return; }
      const width = this.screen.offsetWidth, height = this.screen.offsetHeight;
      const screenBox = this.screen.getBoundingClientRect();
      const scale = screenBox.width / width || 1;
      const zoom = Math.min(2, Math.max(1, 1 / scale)); // a screen shown smaller keeps its names readable
      const placer = labelPlacer(width, height, zoom);
      const clips = new Map(), shown = new Map();
      const labels = [];
      // Named alone, the hovered view needs only its own box and its ancestors' (their clips and visibility).
      const needed = all ? null : lineage(frame.views, hovered);
      for (const view of frame.views) {
        if (needed !== null && !needed.has(view.name)) continue;
        const clip = view.parent !== null && clips.has(view.parent) ? clips.get(view.parent) : [0, 0, width, height];
        const visible = (view.parent === null || shown.get(view.parent) !== false) && !view.hidden && view.alpha > 0 &&
          !this.off.has(view.name);
        shown.set(view.name, visible);
        const element = this.elements.get(view.name);
        if (!element) continue;
        const box = element.getBoundingClientRect();
        const rect = [(box.left - screenBox.left) / scale, (box.top - screenBox.top) / scale,
          (box.right - screenBox.left) / scale, (box.bottom - screenBox.top) / scale];
        clips.set(view.name, view.clips ? intersect(clip, rect) : clip);
        const role = roles.get(view.name);
        if (!visible || (role !== 'presenting' && role !== 'presented' && role !== 'chrome')) continue;
        if (!all && view.name !== hovered) continue;
        const area = intersect(clip, rect);
        if (area[2] - area[0] <= 0 || area[3] - area[1] <= 0) continue;
        const where = view.name === hovered ? this.containerFrame(frame, view.name, rect, screenBox, scale) : null;
        const spot = placer.place(area, view.name + (where ? ' (' + where.join(', ') + ')' : ''));
        if (spot === null) continue;
        labels.push(h('span', { class: view.name === hovered ? 'label hovered' : 'label', 'data-label': view.name,
          'data-frame': where && where.join(','),
          style: 'left: ' + num(spot[0], 1) + 'px; top: ' + num(spot[1], 1) + 'px; transform: scale(' + num(zoom, 3) + ')' },
          view.name, where && h('span', { class: 'frame', text: ' (' + where.join(', ') + ')' })));
      }
      this.labels.dataset.comparisons = String(placer.comparisons);
      this.labels.replaceChildren(...labels);
    }

    // The hovered view's frame as its name shows it: the bounding box of what the screen shows of it (its
    // bounds through every transform), in the coordinates of the transition's container view, as the text
    // comparison gives frames — the nearest container among its ancestors, else the frame's first, else the
    // screen's. Numbers as the text prints them (up to 3 decimals). A container is not transformed in UIKit's
    // presentations; its bounds' origin offsets its space.
    containerFrame(frame, name, rect, screenBox, scale) {
      const byName = new Map(frame.views.map((view) => [view.name, view]));
      const roles = rolesOf(frame.views);
      let space = null;
      for (let at = byName.get(name).parent; at !== null && at !== undefined && space === null; at = (byName.get(at) || {}).parent) {
        if (roles.get(at) === 'container') space = at;
      }
      if (space === null) space = (frame.views.find((view) => roles.get(view.name) === 'container') || {}).name || null;
      let origin = [0, 0];
      if (space !== null && this.elements.has(space)) {
        const box = this.elements.get(space).getBoundingClientRect();
        const bounds = byName.get(space).bounds;
        origin = [(box.left - screenBox.left) / scale - bounds[0], (box.top - screenBox.top) / scale - bounds[1]];
      }
      return [rect[0] - origin[0], rect[1] - origin[1], rect[2] - rect[0], rect[3] - rect[1]].map((value) => num(value, 3));
    }

    // Outlines and names one view (null: none): the one under the pointer or under it in the legend.
    hover(name) {
      if (name === this.hovered) return;
      for (const old of [this.hovered, name]) {
        if (old === null) continue;
        const on = old === name;
        const element = this.elements.get(old);
        if (element) element.classList.toggle('hovered', on);
        const row = this.layerRows.get(old);
        if (row) row.classList.toggle('hovered', on);
      }
      this.hovered = name;
      if (name === null) delete this.root.dataset.hovered; else this.root.dataset.hovered = name;
      if (this.frame) this.placeLabels(this.frame, rolesOf(this.frame.views));
    }

    // The view a pointer on `element` names: the element's own view if it is the presenter's, the presented
    // view or chrome, else its nearest such ancestor (content names its controller's view); null for the
    // window and the container.
    namedView(element) {
      if (!this.frame) return null;
      const roles = rolesOf(this.frame.views);
      const parents = new Map(this.frame.views.map((view) => [view.name, view.parent]));
      let name = element ? element.dataset.name : null;
      while (name !== null && name !== undefined) {
        const role = roles.get(name);
        if (role === 'presenting' || role === 'presented' || role === 'chrome') return name;
        name = parents.get(name);
      }
      return null;
    }

    // A gesture phase's finger (tap, drag): a 44-point disc, UIKit's minimum touch target, at the latest
    // touch sample at or before t, while the finger is down (from its first sample to its lift).
    showFinger(t) {
      const touches = this.phase.touches || [];
      const down = touches.length > 0 && t >= touches[0].t - EPS && t <= touches[touches.length - 1].t + EPS;
      if (!down) { if (this.finger) this.finger.remove(); return; }
      let sample = touches[0];
      for (const touch of touches) { if (touch.t <= t + EPS) sample = touch; else break; }
      if (!this.finger) this.finger = h('div', { class: 'finger', 'data-finger': '' });
      Object.assign(this.finger.style, { left: num(sample.x, 2) + 'px', top: num(sample.y, 2) + 'px' });
      this.finger.dataset.phase = sample.phase;
      this.screen.append(this.finger);
    }

    reveal(item) {
      const box = this.traceBox;
      if (item.offsetTop < box.scrollTop || item.offsetTop + item.offsetHeight > box.scrollTop + box.clientHeight) {
        box.scrollTop = Math.max(0, item.offsetTop - box.clientHeight / 2);
      }
    }
  }

  // The overlap of two rectangles given as [left, top, right, bottom] (empty when right < left or bottom < top).
  function intersect(a, b) {
    return [Math.max(a[0], b[0]), Math.max(a[1], b[1]), Math.min(a[2], b[2]), Math.min(a[3], b[3])];
  }

  // The names of a view and its ancestors (an empty set for no view).
  function lineage(views, name) {
    const parents = new Map(views.map((view) => [view.name, view.parent]));
    const names = new Set();
    for (let at = name; at !== null && at !== undefined && !names.has(at); at = parents.get(at)) names.add(at);
    return names;
  }

  // Where names go on a screen of width × height points: each at the top-left of its area, inset 6 (kept 10
  // off the screen's rounded corners and edges), stepped down a line while it would overlap a name already
  // placed, at most 40 times and never off the bottom of the screen (then it is not placed: null). The names
  // placed are kept in a grid of buckets one line tall, so a name is compared only with the few names near it —
  // linear in the number of names, not quadratic (300 chrome views made scrubbing slow). `comparisons` counts
  // the overlap tests made, for the tests to see.
  function labelPlacer(width, height, zoom) {
    const lineHeight = LABEL_LINE * zoom, bucketWidth = 64;
    const buckets = new Map();
    const placer = { comparisons: 0 };
    function each(rect, visit) {
      const rows = [Math.floor(rect[1] / lineHeight), Math.floor((rect[1] + rect[3]) / lineHeight)];
      const columns = [Math.floor(rect[0] / bucketWidth), Math.floor((rect[0] + rect[2]) / bucketWidth)];
      for (let row = rows[0]; row <= rows[1]; row++) {
        for (let column = columns[0]; column <= columns[1]; column++) if (visit(row + ',' + column) === false) return false;
      }
      return true;
    }
    function overlaps(a, b) { return a[0] < b[0] + b[2] && b[0] < a[0] + a[2] && a[1] < b[1] + b[3] && b[1] < a[1] + a[3]; }
    placer.place = function (area, text) {
      // About 7.3 px a character in the labels' font.
      const size = [(10 + 7.3 * text.length) * zoom, (LABEL_LINE - 2) * zoom];
      const x = Math.max(10, Math.min(area[0] + 6, width - size[0] - 6));
      let y = Math.max(10, Math.min(area[1] + 6, height - size[1] - 6));
      for (let tries = 0; tries <= 40 && y + size[1] <= height; tries++, y += lineHeight) {
        const rect = [x, y, size[0], size[1]];
        const free = each(rect, (key) => {
          for (const other of buckets.get(key) || []) { placer.comparisons++; if (overlaps(rect, other)) return false; }
          return true;
        });
        if (!free) continue;
        each(rect, (key) => { if (!buckets.has(key)) buckets.set(key, []); buckets.get(key).push(rect); });
        return [x, y];
      }
      return null;
    };
    return placer;
  }

  // A view's element in its parent's element: UIKit places the bounds' middle at the center, in the parent's
  // bounds space (offset by the parent's bounds origin), and applies the transform about that middle.
  function place(element, view, origin) {
    const [, , width, height] = view.bounds;
    const [cx, cy] = view.center;
    const [a, b, c, d, tx, ty] = view.transform;
    const style = element.style;
    style.left = num(cx - origin[0] - width / 2) + 'px';
    style.top = num(cy - origin[1] - height / 2) + 'px';
    style.width = num(width) + 'px';
    style.height = num(height) + 'px';
    style.opacity = String(num(Math.max(0, Math.min(1, view.alpha))));
    style.transform = 'matrix(' + [a, b, c, d, tx, ty].map((value) => num(value)).join(', ') + ')';
    style.backgroundColor = view.color || 'transparent';
    style.borderRadius = cornerRadii(view);
    style.boxShadow = boxShadow(view);
    placeBorder(element, view);
    style.overflow = view.clips ? 'hidden' : 'visible';
    element.classList.toggle('is-hidden', view.hidden);
    element.classList.toggle('no-color', !view.color);
    element.dataset.frame = view.frame.map((value) => num(value)).join(',');
  }

  // CSS border-radius for the view's masked corners (top-left, top-right, bottom-right, bottom-left):
  // Core Animation's maskedCorners; 'corners' is absent when all four are rounded.
  function cornerRadii(view) {
    const radius = num(view.cornerRadius) + 'px';
    if (!view.corners) return radius;
    return ['topLeft', 'topRight', 'bottomRight', 'bottomLeft']
      .map((corner) => view.corners.includes(corner) ? radius : '0px').join(' ');
  }

  // Core Animation draws a layer's border inside its bounds and above its sublayers. A CSS border would move
  // the subviews (they are placed from the padding box), so the border is an ::after box over the children
  // (player.css), sized by these properties. The border's fields are absent when the view draws none.
  function placeBorder(element, view) {
    const bordered = view.borderWidth !== undefined;
    element.classList.toggle('bordered', bordered);
    if (bordered) {
      element.style.setProperty('--border-width', num(view.borderWidth) + 'px');
      element.style.setProperty('--border-color', view.borderColor);
    } else {
      element.style.removeProperty('--border-width');
      element.style.removeProperty('--border-color');
    }
  }

  // CSS box-shadow for a Core Animation shadow: the blur is twice shadowRadius, as design tools convert it.
  // The shadow's fields are absent when the view casts none.
  function boxShadow(view) {
    if (view.shadowOpacity === undefined) return 'none';
    const hex = view.shadowColor.slice(1);
    const channel = (i) => parseInt(hex.slice(i, i + 2), 16);
    const alpha = (hex.length === 8 ? channel(6) / 255 : 1) * Math.max(0, Math.min(1, view.shadowOpacity));
    const [dx, dy] = view.shadowOffset;
    return num(dx) + 'px ' + num(dy) + 'px ' + num(2 * Math.max(0, view.shadowRadius)) + 'px '
      + 'rgba(' + channel(0) + ', ' + channel(2) + ', ' + channel(4) + ', ' + num(alpha) + ')';
  }

  function optionText(options) {
    const names = Object.keys(options).sort();
    if (!names.length) return '';
    return ' · ' + names.map((name) => name + ' = ' + JSON.stringify(options[name])).join(', ');
  }

  function diagnosticsList(diagnostics) {
    if (!diagnostics.length) return null;
    return h('section', { class: 'panel diagnostics' }, h('h3', { text: 'Diagnostics' }),
      h('ul', {}, ...diagnostics.map((item) => {
        const where = item.file === null ? '' : item.file + (item.line === null ? '' : ':' + item.line) + ': ';
        return h('li', { class: item.severity },
          h('span', { class: 'where', text: where }), h('span', { class: 'severity', text: item.severity + ': ' }),
          h('span', { text: item.message }), item.hook === null ? null : h('span', { class: 'hook', text: ' [' + item.hook + ']' }));
      })));
  }

  class Controller {
    constructor(players, config) {
      this.players = players;
      this.phaseName = null;
      this.t = 0;
      this.playing = false;
      this.speed = 1;
      this.loop = !!config.loop;
      this.config = config;
      this.last = null;
      this.holdUntil = null;
      this.token = 0;
      // The address as the player last left it (read, or written by remember()): another one means a link was
      // followed and its hashchange has not come yet.
      this.address = location.hash;
      const names = [];
      for (const player of players) for (const phase of player.recording.phases) if (!names.includes(phase.name)) names.push(phase.name);
      this.phaseNames = names;
      this.phaseSelect = h('select', { 'aria-label': 'Phase', id: 'phase' }, ...names.map((name) => h('option', { value: name, text: name })));
      // The address follows: a reload or a shared link shows the phase picked, from its start.
      this.phaseSelect.addEventListener('change', () => { this.pause(false); this.setPhase(this.phaseSelect.value, 0); this.remember(); });
      this.playButton = h('button', { type: 'button', class: 'play', id: 'play', 'aria-label': 'Play', title: 'Play (space)' },
        h('span', { class: 'icon' }));
      this.playButton.addEventListener('click', () => this.toggle());
      const back = h('button', { type: 'button', class: 'step-back', 'aria-label': 'Previous frame', title: 'Previous frame (←)' },
        h('span', { class: 'icon' }));
      back.addEventListener('click', () => this.step(-1));
      const forward = h('button', { type: 'button', class: 'step-forward', 'aria-label': 'Next frame', title: 'Next frame (→)' },
        h('span', { class: 'icon' }));
      forward.addEventListener('click', () => this.step(1));
      this.slider = h('input', { type: 'range', id: 'scrub', min: 0, max: 0, step: 1, value: 0, 'aria-label': 'Time' });
      this.slider.addEventListener('input', () => { this.pause(); this.seek(Number(this.slider.value) / 1000, true); });
      this.time = h('output', { id: 'time', class: 'time' });
      this.speedSelect = h('select', { id: 'speed', 'aria-label': 'Speed' },
        ...SPEEDS.map((speed) => h('option', { value: speed, selected: speed === 1, text: speed + '×' })));
      this.speedSelect.addEventListener('change', () => { this.speed = Number(this.speedSelect.value); });
      const loop = h('input', { type: 'checkbox', id: 'loop', checked: this.loop });
      loop.addEventListener('change', () => { this.loop = loop.checked; });
      this.loopBox = loop;
      // Both off by default; each is a field of the address while on (`names=1`, `safe=1`).
      this.labelsBox = h('input', { type: 'checkbox', id: 'labels' });
      this.labelsBox.addEventListener('change', () => { this.showNames(this.labelsBox.checked); this.remember(); });
      this.safeBox = h('input', { type: 'checkbox', id: 'safe' });
      this.safeBox.addEventListener('change', () => { this.showSafeArea(this.safeBox.checked); this.remember(); });
      this.root = h('div', { class: 'controls', role: 'toolbar' },
        h('label', {}, 'Phase ', this.phaseSelect), back, this.playButton, forward, this.slider, this.time,
        h('label', {}, 'Speed ', this.speedSelect), h('label', {}, loop, ' Loop'),
        h('label', { title: 'Name every view on the screen (else the one under the pointer)' }, this.labelsBox, ' All names'),
        h('label', { title: "The device's safe area" }, this.safeBox, ' Safe area'));
    }

    // Every view's name on the screen, or only the hovered one's.
    showNames(on) {
      this.labelsBox.checked = on;
      document.body.classList.toggle('show-labels', on);
      for (const player of this.players) if (player.frame) player.placeLabels(player.frame, rolesOf(player.frame.views));
    }

    // The device's safe area outlined on each screen (the insets of the screen each phase is drawn on).
    showSafeArea(on) {
      this.safeBox.checked = on;
      document.body.classList.toggle('show-safe-area', on);
    }

    phasesNamed(name) { return this.players.map((player) => player.recording.phases.find((phase) => phase.name === name)).filter(Boolean); }
    duration() { return Math.max(0, ...this.phasesNamed(this.phaseName).map((phase) => phase.duration)); }

    // The times a step can land on: every sample of every player, and the end.
    stops() {
      const times = [];
      for (const phase of this.phasesNamed(this.phaseName)) {
        for (const frame of phase.frames) times.push(frame.t);
        times.push(phase.duration);
      }
      times.sort((x, y) => x - y);
      return times.filter((time, i) => i === 0 || time - times[i - 1] > EPS);
    }

    setPhase(name, t) {
      if (!this.phaseNames.includes(name)) name = this.phaseNames[0];
      this.phaseName = name;
      this.phaseSelect.value = name;
      for (const player of this.players) player.setPhase(name);
      this.slider.max = String(Math.round(this.duration() * 1000));
      document.body.dataset.phase = name;
      this.seek(t, false);
    }

    seek(t, remember) {
      const duration = this.duration();
      this.t = Math.min(Math.max(0, Number.isFinite(t) ? t : 0), duration);
      for (const player of this.players) player.show(this.t);
      this.slider.value = String(Math.round(this.t * 1000));
      this.time.textContent = fixed(this.t, 3) + ' / ' + fixed(duration, 3) + ' s';
      document.body.dataset.t = String(num(this.t));
      if (remember) this.remember();
    }

    step(direction) {
      this.pause();
      const stops = this.stops();
      const target = direction > 0 ? stops.find((time) => time > this.t + EPS)
        : stops.filter((time) => time < this.t - EPS).pop();
      this.seek(target === undefined ? (direction > 0 ? this.duration() : 0) : target, true);
    }

    toggle() { if (this.playing) this.pause(); else this.play(); }

    play() {
      if (this.playing) return;
      if (this.t >= this.duration() - EPS) this.seek(0, false);
      this.playing = true;
      this.last = null;
      this.holdUntil = null;
      this.playButton.classList.add('playing');
      this.playButton.setAttribute('aria-label', 'Pause');
      document.body.dataset.playing = '1';
      this.schedule();
    }

    // The next tick comes from the next animation frame, or from a timer when frames do not come (a hidden
    // tab, a headless browser on virtual time); whichever fires first runs it, the other finds it done.
    schedule() {
      const token = ++this.token;
      const run = () => { if (token === this.token) { this.token++; this.tick(performance.now()); } };
      requestAnimationFrame(run);
      setTimeout(run, 40);
    }

    // Stops playing and, unless told not to (the address already names what comes next), keeps the moment
    // it stopped at in the address.
    pause(remember = true) {
      if (!this.playing) return;
      this.playing = false;
      this.playButton.classList.remove('playing');
      this.playButton.setAttribute('aria-label', 'Play');
      delete document.body.dataset.playing;
      if (remember) this.remember();
    }

    tick(timestamp) {
      if (!this.playing) return;
      if (this.holdUntil !== null) {
        // Looping: rest on the settled state a moment before starting over.
        if (timestamp >= this.holdUntil) { this.holdUntil = null; this.last = timestamp; this.seek(0, false); }
        this.schedule();
        return;
      }
      // A long gap (the tab was hidden) resumes where it stopped rather than jumping ahead.
      const elapsed = this.last === null ? 0 : Math.min(0.25, (timestamp - this.last) / 1000);
      this.last = timestamp;
      const duration = this.duration();
      const next = this.t + elapsed * this.speed;
      if (next >= duration) {
        this.seek(duration, false);
        if (!this.loop) { this.pause(); return; }
        this.holdUntil = timestamp + 700;
      } else {
        this.seek(next, false);
      }
      this.schedule();
    }

    // Keeps the address a deep link to what is shown, without adding history entries — unless a link was just
    // followed (the address is not the one the player left, and its hashchange is still to come): that address
    // names what comes next, so playback that ends in between must not write over it.
    remember() {
      if (location.hash !== this.address) return;
      try {
        history.replaceState(null, '', '#phase=' + encodeURIComponent(this.phaseName) + '&t=' + num(this.t) +
          (this.labelsBox.checked ? '&names=1' : '') + (this.safeBox.checked ? '&safe=1' : ''));
      } catch (error) { /* a page opened from some sandboxes may not rewrite its address; nothing is lost */ }
      this.address = location.hash;
    }

    readLink() {
      const fields = new URLSearchParams(location.hash.replace(/^#/, ''));
      const t = fields.has('t') ? Number(fields.get('t')) : NaN;
      const on = (name) => fields.get(name) === '1' || fields.get(name) === 'true';
      const speed = Number(fields.get('speed'));
      return { phase: fields.get('phase'), t: Number.isFinite(t) ? t : null, names: on('names'), safe: on('safe'),
        play: on('play'), loop: fields.has('loop') ? on('loop') : null, speed: SPEEDS.includes(speed) ? speed : null };
    }

    // Where the player is, as the fields of its address — the moment, the toggles and, while on, playing, a
    // speed other than 1× and looping — for a page that swaps in a new run of the same style (prestyle preview)
    // and gives it this place, so that a save does not throw the author back to the start.
    place() {
      return 'phase=' + encodeURIComponent(this.phaseName) + '&t=' + num(this.t) +
        (this.labelsBox.checked ? '&names=1' : '') + (this.safeBox.checked ? '&safe=1' : '') +
        (this.playing ? '&play=1' : '') + (this.speed !== 1 ? '&speed=' + this.speed : '') +
        (this.loop !== !!this.config.loop ? '&loop=' + (this.loop ? 1 : 0) : '');
    }

    keydown(event) {
      const target = event.target;
      const tag = target ? target.tagName : '';
      if (tag === 'SELECT' || tag === 'TEXTAREA' || (target && target.isContentEditable) || (tag === 'INPUT' && target.type === 'text')) return;
      const space = event.key === ' ' || event.code === 'Space';
      // Space ticks a focused checkbox and presses a focused button (the play button plays that way).
      if (space && (tag === 'BUTTON' || (tag === 'INPUT' && target.type === 'checkbox'))) return;
      if (space) { event.preventDefault(); this.toggle(); }
      else if (event.key === 'ArrowRight') { event.preventDefault(); this.step(1); }
      else if (event.key === 'ArrowLeft') { event.preventDefault(); this.step(-1); }
      else if (event.key === 'Home') { event.preventDefault(); this.pause(); this.seek(0, true); }
      else if (event.key === 'End') { event.preventDefault(); this.pause(); this.seek(this.duration(), true); }
    }
  }

  function boot() {
    const sources = Array.from(document.querySelectorAll('script[type="application/json"][data-recording]'));
    const config = JSON.parse(document.getElementById('prestyle-config').textContent);
    const compare = sources.length > 1;
    // A screen fits its box, and the box fits a narrow window (a phone, a side panel) less the page's margins.
    const room = Math.max(160, (document.documentElement.clientWidth || window.innerWidth || 1024) - 140);
    const fit = config.fit ? { width: Math.min(config.fit.width, room), height: config.fit.height }
      : compare ? { width: Math.min(440, room), height: 560 } : { width: Math.min(560, room), height: 640 };
    const players = sources.map((source) => new Player(JSON.parse(source.textContent), source.dataset.recording, fit));
    const controller = new Controller(players, config);
    const app = document.getElementById('app');
    const layout = config.layout || (compare ? 'compare' : null);
    app.append(controller.root, h('div', { class: layout ? 'players ' + layout : 'players' }, ...players.map((player) => player.root)));
    // A page that embeds the player (the gallery) adds its own parts to the players and the controls here.
    if (typeof window.prestyleExtend === 'function') window.prestyleExtend({ players: players, controller: controller, config: config, h: h });
    if (!controller.phaseNames.length) {
      app.append(h('p', { class: 'missing', text: 'This run recorded no phases.' }));
      document.body.dataset.ready = '1';
      return;
    }
    const link = controller.readLink();
    controller.showNames(link.names);
    controller.showSafeArea(link.safe);
    controller.setPhase(link.phase || config.phase || controller.phaseNames[0], link.t !== null ? link.t : config.t);
    if (link.speed !== null) { controller.speed = link.speed; controller.speedSelect.value = String(link.speed); }
    if (link.loop !== null) { controller.loop = link.loop; controller.loopBox.checked = link.loop; }
    window.prestylePlace = () => controller.place();
    window.addEventListener('hashchange', () => {
      controller.address = location.hash;
      const next = controller.readLink();
      controller.pause(false); // the new address names what to show: stopping must not write the old one back
      controller.showNames(next.names);
      controller.showSafeArea(next.safe);
      controller.setPhase(next.phase || controller.phaseName, next.t !== null ? next.t : 0);
    });
    document.addEventListener('keydown', (event) => controller.keydown(event));
    document.body.dataset.ready = '1';
    if (config.autoplay || link.play) controller.play();
  }

  try { boot(); } catch (error) { window.prestyleRecordError('boot failed: ' + (error && error.stack || error)); }
})();
