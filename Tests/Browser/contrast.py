"""Light and dark, as a phone set either way shows them (`prefers-color-scheme` emulated through
the DevTools protocol): every piece of text on each page has a contrast of at least 4.5:1 with
the background it is drawn on, computed from the page's own computed styles (WCAG 2 relative
luminance). Prints, per scheme, how many texts it measured, their classes and the lowest ratio; the first
page's screenshots are NAME-light and NAME-dark.
    python contrast.py LINK NAME PATH...
"""

import sys

import livepage

MINIMUM = 4.5

# Every rendered element with text of its own: its colour composited over the backgrounds
# under it (its own and its ancestors', down to the first opaque one, else the canvas).
MEASURE = """
var dark = arguments[0];
function rgba(text) {
  var match = /^rgba?\\(([^)]*)\\)$/.exec(text);
  if (!match) { throw new Error("a colour this check cannot read: " + text); }
  var parts = match[1].split(/[\\s,\\/]+/).filter(Boolean).map(parseFloat);
  return [parts[0], parts[1], parts[2], parts.length > 3 ? parts[3] : 1];
}
function over(top, bottom) {
  var a = top[3];
  return [0, 1, 2].map(function (i) { return top[i] * a + bottom[i] * (1 - a); }).concat([1]);
}
function luminance(colour) {
  var channels = colour.slice(0, 3).map(function (value) {
    var c = value / 255;
    return c <= 0.04045 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
  });
  return 0.2126 * channels[0] + 0.7152 * channels[1] + 0.0722 * channels[2];
}
function background(element) {
  var layers = [];
  for (var node = element; node && node.nodeType === 1; node = node.parentElement) {
    var colour = rgba(getComputedStyle(node).backgroundColor);
    if (colour[3] > 0) { layers.push(colour); }
    if (colour[3] >= 1) { break; }
  }
  // The canvas under everything when nothing is opaque: the browser's own for the scheme.
  var base = dark ? [18, 18, 18, 1] : [255, 255, 255, 1];
  if (layers.length === 0 || layers[layers.length - 1][3] < 1) { layers.push(base); }
  var result = layers.pop();
  while (layers.length) { result = over(layers.pop(), result); }
  return result;
}
function ownText(element) {
  return Array.prototype.some.call(element.childNodes, function (node) {
    return node.nodeType === 3 && node.textContent.trim() !== "";
  });
}
var measured = [];
Array.prototype.forEach.call(document.body.querySelectorAll("*"), function (element) {
  var style = getComputedStyle(element);
  if (!ownText(element) || element.getClientRects().length === 0 || style.visibility !== "visible") { return; }
  var back = background(element);
  var text = over(rgba(style.color), back);
  var lighter = Math.max(luminance(text), luminance(back)), darker = Math.min(luminance(text), luminance(back));
  measured.push({ratio: Math.round((lighter + 0.05) / (darker + 0.05) * 100) / 100, tag: element.tagName.toLowerCase(),
                 className: element.className, text: element.textContent.trim().slice(0, 40),
                 color: style.color, background: "rgb(" + back.slice(0, 3).map(Math.round).join(", ") + ")"});
});
return {measured: measured, canvas: getComputedStyle(document.body).backgroundColor};
"""


def scenario():
    link, name, paths = sys.argv[1], sys.argv[2], sys.argv[3:]
    driver = livepage.start(livepage.PHONE)
    try:
        livepage.open_link(driver, link)
        summary = {}
        for scheme in ("light", "dark"):
            driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                                   {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
            failures, count, lowest, canvases, classes = [], 0, None, set(), set()
            for path in paths:
                livepage.open_path(driver, path)
                livepage.wait_for(driver, f"the page to follow the {scheme} scheme",
                                  lambda d: d.execute_script(f"return matchMedia('(prefers-color-scheme: {scheme})').matches"))
                result = driver.execute_script(MEASURE, scheme == "dark")
                canvases.add(result["canvas"])
                for text in result["measured"]:
                    count += 1
                    classes.update(text["className"].split())
                    if lowest is None or text["ratio"] < lowest["ratio"]:
                        lowest = dict(text, path=path)
                    if text["ratio"] < MINIMUM:
                        failures.append(dict(text, path=path))
                if path == paths[0]:
                    livepage.screenshot(driver, f"{name}-{scheme}")
            if failures:
                raise livepage.CheckFailed(f"{len(failures)} texts below {MINIMUM}:1 in the {scheme} scheme: "
                                           + "; ".join(f"{f['path']} <{f['tag']} class='{f['className']}'> {f['text']!r} "
                                                       f"{f['color']} on {f['background']}: {f['ratio']}" for f in failures[:8]))
            summary[scheme] = {"measured": count, "lowest": lowest, "canvas": sorted(canvases), "classes": sorted(classes)}
        livepage.report(summary)
    finally:
        driver.quit()


livepage.run(scenario)
