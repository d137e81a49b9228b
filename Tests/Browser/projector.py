"""The projector page (1280 x 720) turns its pages: one slide shows at a time, and then
another. Prints each slide's heading in the order they showed.
    python projector.py LINK
"""

import sys

import livepage

SHOWN = """
    return Array.prototype.map.call(document.querySelectorAll("section.slide"), function (slide, index) {
      var box = slide.getBoundingClientRect();
      return {index: index, shown: getComputedStyle(slide).display !== "none" && box.height > 0,
              heading: (slide.querySelector("h1, h2") || slide).innerText.split("\\n")[0].trim()};
    }).filter(function (slide) { return slide.shown; });
    """


def one_shown(driver):
    shown = driver.execute_script(SHOWN)
    return shown[0] if len(shown) == 1 else None


def scenario():
    link = sys.argv[1]
    driver = livepage.start(livepage.PROJECTOR, phone=False)
    try:
        livepage.open_link(driver, link)
        livepage.open_path(driver, "/projector")
        first = livepage.wait_for(driver, "one slide shown (the script paging)", one_shown)
        count = driver.execute_script("return document.querySelectorAll('section.slide').length")
        livepage.screenshot(driver, "projector")
        then = livepage.wait_for(driver, "the projector to turn to another slide",
                                 lambda d: (lambda s: s if s and s["index"] != first["index"] else None)(one_shown(d)))
        livepage.screenshot(driver, "projector-next")
        livepage.report({"slides": count, "shown": [first, then]})
    finally:
        driver.quit()


livepage.run(scenario)
