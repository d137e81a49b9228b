/// The pages' scripts, compiled in and served from `/assets/` (the policy allows no inline
/// script): plain JavaScript, no build step, no package.
enum Scripts {
    /// Swaps the page's main section with each `update` event of its stream (`EventSource`
    /// reconnects by itself). Without script the page is the same, only not live.
    static let live = """
        (function () {
          "use strict";
          var main = document.querySelector("main[data-live]");
          if (!main || !window.EventSource) { return; }
          var source = new EventSource(main.getAttribute("data-live"));
          source.addEventListener("update", function (event) {
            main.innerHTML = event.data;
            // A seat's page: the table got its result, so its result form goes.
            if (main.querySelector("[data-closed]")) {
              Array.prototype.forEach.call(document.querySelectorAll("form[data-result-form]"), function (form) {
                form.remove();
              });
            }
            // A seat's page at a tables tournament: the form of a round entered since goes, and
            // the page is read again for the next round's form.
            var roundState = main.querySelector("[data-round-open]");
            if (roundState) {
              var open = roundState.getAttribute("data-round-open"), stale = false;
              Array.prototype.forEach.call(document.querySelectorAll("form[data-round-form]"), function (form) {
                if (form.getAttribute("data-round") !== open) { form.remove(); stale = true; }
              });
              if (stale && open !== "") { window.location.assign("/report"); }
            }
            document.dispatchEvent(new CustomEvent("scorekeeper:updated"));
          });
        })();
        """

    /// Turns the projector's slides: one at a time, each held a while; a slide taller than the
    /// screen scrolls by a screen at a time. Without script every slide shows, one long page.
    static let projector = """
        (function () {
          "use strict";
          var holdMilliseconds = 8000;
          var index = 0, offset = 0;
          document.body.classList.add("paging");
          function slides() { return Array.prototype.slice.call(document.querySelectorAll(".slide")); }
          function show() {
            var all = slides();
            if (all.length === 0) { return; }
            index = index % all.length;
            all.forEach(function (slide, i) {
              slide.classList.toggle("shown", i === index);
              // CSSOM, not a style attribute: the policy allows it.
              slide.style.transform = i === index ? "translateY(-" + offset + "px)" : "";
            });
            document.body.setAttribute("data-page", index + ":" + offset);
          }
          function turn() {
            var all = slides();
            if (all.length === 0) { return; }
            var current = all[index % all.length];
            if (current && offset + window.innerHeight < current.scrollHeight) {
              offset += window.innerHeight;
            } else {
              offset = 0;
              index = (index + 1) % all.length;
            }
            show();
          }
          document.addEventListener("scorekeeper:updated", show);
          show();
          window.setInterval(turn, holdMilliseconds);
        })();
        """
}
