"""Detection and false alarms of `phi` on a blind set, as a user runs the check.

    python scripts/measure_phi_blind.py [--set blind|blind2|...|blind75] [--seed N] [--misses]

Seventy-five sets, each written by someone who never read the detectors:
- `blind` (scripts/make_phi_blind.py, seed 2929, the default) is now a tuning set: its misses were read
  from session 14 on, so its rates no longer measure the check from outside.
- `blind2` (scripts/make_phi_blind2.py, seed 4141) is now a tuning set too: its misses were read in
  session 14 after its one held-out measurement.
- `blind3` (scripts/make_phi_blind3.py, seed 5151) is now a tuning set too: its misses are read from
  session 15 on, after its one held-out measurement.
- `blind4` (scripts/make_phi_blind4.py, seed 6161) is now a tuning set too: measured once as held out in
  session 15 (97.6% of its carrying texts blocked, 8.0% false alarms), then its misses were read.
- `blind5` (scripts/make_phi_blind5.py, seed 7171) is now a tuning set too: measured once as held out in
  session 15 (96.9% of its carrying texts blocked, 6.3% false alarms), then its misses were read.
- `blind6` (scripts/make_phi_blind6.py, seed 8181) is now a tuning set too: measured once as held out in
  session 15 (99.0% of its carrying texts blocked, 4.0% false alarms), then its misses were read.
- `blind7` (scripts/make_phi_blind7.py, seed 9191) is now a tuning set too: measured once as held out in
  session 15 (97.5% of its carrying texts blocked, 4.0% false alarms), its misses read from session 16 on.
- `blind8` (scripts/make_phi_blind8.py, seed 10101) and `blind9` (scripts/make_phi_blind9.py, seed 11311) were
  written in session 16 by two helpers at once, neither seeing the detectors, the other's set or the check's
  output: 300 carrying and 400 identifier-free texts each, so that a false-alarm rate reads to 0.25%. Both were
  committed before any detector changed. Both are tuning sets now: blind8 was measured once as held out (98.0%
  blocked, 5.8% false alarms), then tuned on; blind9 was measured once after that tuning (100.0%, 3.2%), then tuned on.
- `blind10` (scripts/make_phi_blind10.py, seed 12121) and `blind11` (scripts/make_phi_blind11.py, seed 13131) were
  written the same way in session 16, after blind9's tuning was committed, and committed before any detector changed
  again; each was measured once as held out (97.3% / 0.0% and 99.0% / 7.0%), then tuned on.
- `blind12` (scripts/make_phi_blind12.py, seed 14141) and `blind13` (scripts/make_phi_blind13.py, seed 15151) were
  written the same way after blind10's and blind11's tuning was committed, and measured once as held out at f0574a1
  (95.3% / 0.0% and 99.7% / 0.0%; together 97.7% of 600 blocked, 0.0% of 800 flagged); their misses were read
  after that.
- `blind14` (scripts/make_phi_blind14.py, seed 16161) and `blind15` (scripts/make_phi_blind15.py, seed 17171) were
  written the same way (session 17), after blind12's and blind13's tuning was committed, and committed before any
  detector changed again; each was measured once as held out at 64f8236 (94.7% / 0.0% and 99.7% / 8.0%; together
  97.2% of 600 blocked, 4.0% of 800 flagged), then tuned on.
- `blind16` (scripts/make_phi_blind16.py, seed 18181) and `blind17` (scripts/make_phi_blind17.py, seed 19191) were
  written the same way (session 17), after blind14's and blind15's tuning was committed, and committed before any
  detector changed again; each was measured once as held out at d927bc0 (100.0% / 7.8% and 99.0% / 0.0%; together
  99.5% of 600 blocked, 3.9% of 800 flagged), then tuned on.
- `blind18` (scripts/make_phi_blind18.py, seed 20201) and `blind19` (scripts/make_phi_blind19.py, seed 21211) were
  written the same way (session 17), after blind16's and blind17's tuning was committed, and committed before any
  detector changed again; each was measured once as held out at c8fc48d (98.3% / 2.0% and 100.0% / 2.2%; together
  99.2% of 600 blocked, 2.1% of 800 flagged), then tuned on.
- `blind20` (scripts/make_phi_blind20.py, seed 22221) and `blind21` (scripts/make_phi_blind21.py, seed 23231) were
  written the same way (session 18), after blind18's and blind19's tuning was committed, and committed before any
  detector changed again; each was measured once as held out at 269c3f4 (100.0% / 6.2% and 100.0% / 8.8%; together
  100.0% of 600 blocked, 7.5% of 800 flagged), then tuned on.
- `blind22` (scripts/make_phi_blind22.py, seed 24241) and `blind23` (scripts/make_phi_blind23.py, seed 25251) were
  written the same way (session 19), after blind20's and blind21's tuning was committed, and committed before any
  detector changed again; each was measured once as held out at a4cf255 (100.0% / 5.2% and 99.7% / 0.0%; together
  99.8% of 600 blocked, 2.6% of 800 flagged), then tuned on.
- `blind24` (scripts/make_phi_blind24.py, seed 26261) and `blind25` (scripts/make_phi_blind25.py, seed 27271) were
  written the same way (session 19), after blind22's and blind23's tuning was committed, and committed before any
  detector changed again; each was measured once as held out at 45d35db (100.0% / 2.0% and 100.0% / 8.0%; together
  100.0% of 600 blocked, 5.0% of 800 flagged), then tuned on.
- `blind26` (scripts/make_phi_blind26.py, seed 28281) and `blind27` (scripts/make_phi_blind27.py, seed 29291) were
  written the same way (session 19), after blind24's and blind25's tuning was committed, and committed before any
  detector changed again; each was measured once as held out at 21b372b (97.0% / 6.0% and 100.0% / 0.0%; together
  98.5% of 600 blocked, 3.0% of 800 flagged), then tuned on (session 20).
- `blind28` (scripts/make_phi_blind28.py, seed 30301) and `blind29` (scripts/make_phi_blind29.py, seed 31311) were
  written the same way (session 20), while blind26's and blind27's tuning was being written and committed before
  it, and committed before any detector changed again; each was measured once as held out at cd7e421 (99.3% / 2.0%
  and 100.0% / 3.0%; together 99.7% of 600 blocked, 2.5% of 800 flagged), then tuned on (session 20).
- `blind30` (scripts/make_phi_blind30.py, seed 32321) and `blind31` (scripts/make_phi_blind31.py, seed 33331) were
  written the same way (session 20), while blind28's and blind29's tuning was being made, and committed after it
  and before any detector changed again; each was measured once as held out at 2f37a4f (99.0% / 2.0% and
  100.0% / 0.0%; together 99.5% of 600 blocked, 1.0% of 800 flagged), then tuned on (session 20).
- `blind32` (scripts/make_phi_blind32.py, seed 34341) and `blind33` (scripts/make_phi_blind33.py, seed 35351) were
  written the same way (session 20), while blind30's and blind31's tuning was being made, and committed after it
  and before any detector changed again; each was measured once as held out at 0824e9e (100.0% / 0.0% and
  99.0% / 0.0%; together 99.5% of 600 blocked, 0.0% of 800 flagged), then tuned on (session 20).
- `blind34` (scripts/make_phi_blind34.py, seed 36361) and `blind35` (scripts/make_phi_blind35.py, seed 37371) were
  written the same way (session 20), while blind32's and blind33's tuning was being made, and committed after it
  and before any detector changed again; each was measured once as held out at 79a871f (100.0% / 8.0% and
  100.0% / 8.2%; together 100.0% of 600 blocked, 8.1% of 800 flagged), then tuned on (session 20).
- `blind36` (scripts/make_phi_blind36.py, seed 38381) and `blind37` (scripts/make_phi_blind37.py, seed 39391) were
  written the same way (session 21), each helper given its own list of genres, and committed before any detector
  changed again; each was measured once as held out at 8459f60 (99.7% / 1.8% and 100.0% / 12.2%; together 99.8% of
  600 blocked, 7.0% of 800 flagged), then tuned on (session 21).
- `blind38` (scripts/make_phi_blind38.py, seed 40401) and `blind39` (scripts/make_phi_blind39.py, seed 41411) were
  written the same way (session 21), each helper given its own list of genres, while blind36's and blind37's tuning
  was being made, and committed after it and before any detector changed again; each was measured once as held out
  at 1bacd24 (100.0% / 2.0% and 100.0% / 2.0%; together 100.0% of 600 blocked, 2.0% of 800 flagged), then tuned on
  (session 21).
- `blind40` (scripts/make_phi_blind40.py, seed 42421) and `blind41` (scripts/make_phi_blind41.py, seed 43431) were
  written the same way (session 21), each helper given its own list of genres, while blind38's and blind39's tuning
  was being made, and committed after it and before any detector changed again; each was measured once as held out
  at 1700791 (100.0% / 5.8% and 100.0% / 0.0%; together 100.0% of 600 blocked, 2.9% of 800 flagged), then tuned on
  (session 21).
- `blind42` (scripts/make_phi_blind42.py, seed 44441) and `blind43` (scripts/make_phi_blind43.py, seed 45451) were
  written the same way (session 22), each helper given its own list of genres, after every earlier set's tuning
  and committed before any detector changed again; each was measured once as held out at ac48435 (97.7% / 2.5% and
  100.0% / 4.0%; together 98.8% of 600 blocked, 3.2% of 800 flagged), then tuned on (session 22).
- `blind44` (scripts/make_phi_blind44.py, seed 46461) and `blind45` (scripts/make_phi_blind45.py, seed 47471) were
  written the same way (session 22), each helper given its own list of genres, while blind42's and blind43's tuning
  was being made, and committed after part of it and before any later detector change; each was measured once as
  held out at 39175fa (98.3% / 6.0% and 100.0% / 2.0%; together 99.2% of 600 blocked, 4.0% of 800 flagged), then
  tuned on (session 22).
- `blind46` (scripts/make_phi_blind46.py, seed 48481) and `blind47` (scripts/make_phi_blind47.py, seed 49491) were
  written the same way (session 22), each helper given its own list of genres, after blind44's and blind45's tuning
  was committed, and committed before any later detector change; each was measured once as held out at 14e81c1
  (98.3% / 0.2% and 99.7% / 2.8%; together 99.0% of 600 blocked, 1.5% of 800 flagged), then tuned on (session 23).
- `blind48` (scripts/make_phi_blind48.py, seed 50501) and `blind49` (scripts/make_phi_blind49.py, seed 51511) were
  written the same way (session 23), each helper given its own list of genres, while blind46's and blind47's tuning
  was being made, and committed after it and before any later detector change; each was measured once as held out
  at 3010185 (100.0% / 1.0% and 99.7% / 6.0%; together 99.8% of 600 blocked, 3.5% of 800 flagged), then tuned on
  (session 23).
- `blind50` (scripts/make_phi_blind50.py, seed 52521) and `blind51` (scripts/make_phi_blind51.py, seed 53531) were
  written the same way (session 23), each helper given its own list of genres, while blind48's and blind49's tuning
  was being made, and committed after it and before any later detector change; each was measured once as held out
  at 8630680 (100.0% / 0.2% and 98.3% / 4.5%; together 99.2% of 600 blocked, 2.4% of 800 flagged), then tuned on
  (session 23).
- `blind52` (scripts/make_phi_blind52.py, seed 54541) and `blind53` (scripts/make_phi_blind53.py, seed 55551) were
  written the same way (session 23), each helper given its own list of genres, while blind50's and blind51's tuning
  was being made, and committed after it and before any later detector change; each was measured once as held out
  at 2990d14 (100.0% / 0.0% and 96.3% / 0.0%; together 98.2% of 600 blocked, 0.0% of 800 flagged), then tuned on
  (session 23).
- `blind54` (scripts/make_phi_blind54.py, seed 56561) and `blind55` (scripts/make_phi_blind55.py, seed 57571) were
  written the same way (session 24), each helper given its own list of genres, after blind52's and blind53's tuning
  was committed and before any later detector change; each was measured once as held out at 0e232e6 (99.7% / 14.0%
  and 98.3% / 2.0%; together 99.0% of 600 blocked, 8.0% of 800 flagged), then tuned on (session 24).
- `blind56` (scripts/make_phi_blind56.py, seed 58581) and `blind57` (scripts/make_phi_blind57.py, seed 59591) were
  written the same way (session 24), each helper given its own list of genres, after blind54's and blind55's tuning
  was committed (7229aac) and before any later detector change; each was measured once as held out at 07c706c
  (99.0% / 0.0% and 100.0% / 8.0%; together 99.5% of 600 blocked, 4.0% of 800 flagged), then tuned on (session 24).
- `blind58` (scripts/make_phi_blind58.py, seed 60601) and `blind59` (scripts/make_phi_blind59.py, seed 61611) were
  written the same way (session 24), each helper given its own list of genres, after blind56's and blind57's tuning
  was committed (2007582) and before any later detector change; each was measured once as held out at 2910b47
  (100.0% / 0.0% and 100.0% / 8.0%; together 100.0% of 600 blocked, 4.0% of 800 flagged), then tuned on (session 25).
- `blind60` (scripts/make_phi_blind60.py, seed 62621) and `blind61` (scripts/make_phi_blind61.py, seed 63631) were
  written the same way (session 25), each helper given its own list of genres, after blind58's and blind59's tuning
  was committed (fb7e642) and before any later detector change; each was measured once as held out at a73789e
  (100.0% / 13.5% and 100.0% / 6.0%; together 100.0% of 600 blocked, 9.8% of 800 flagged), then tuned on (session 25).
- `blind62` (scripts/make_phi_blind62.py, seed 64641) and `blind63` (scripts/make_phi_blind63.py, seed 65651) were
  written the same way (session 25), each helper given its own list of genres, after blind60's and blind61's tuning
  was committed (4969482) and before any later detector change; each was measured once as held out at 7fc00b4
  (99.0% / 12.0% and 95.3% / 4.0%; together 97.2% of 600 blocked, 8.0% of 800 flagged), then tuned on (session 25).
- `blind64` (scripts/make_phi_blind64.py, seed 66661) and `blind65` (scripts/make_phi_blind65.py, seed 67671) were
  written the same way (session 25), each helper given its own list of genres, after blind62's and blind63's tuning
  was committed (2e5a6d7) and before any later detector change; each was measured once as held out at 349c713
  (99.0% / 2.0% and 97.3% / 2.0%; together 98.2% of 600 blocked, 2.0% of 800 flagged), then tuned on (session 25).
- `blind66` (scripts/make_phi_blind66.py, seed 68681) and `blind67` (scripts/make_phi_blind67.py, seed 69691) were
  written the same way (session 25), each helper given its own list of genres, after blind64's and blind65's tuning
  was committed (b09bf64) and before any later detector change; each was measured once as held out at 4aeaca0
  (100.0% / 2.0% and 99.3% / 2.0%; together 99.7% of 600 blocked, 2.0% of 800 flagged), then tuned on (session 25).
- `blind68` (scripts/make_phi_blind68.py, seed 70701) and `blind69` (scripts/make_phi_blind69.py, seed 71711) were
  written the same way (session 26), each helper given its own list of genres, after blind66's and blind67's tuning
  was committed (a4c28bb) and before any later detector change; each was measured once as held out at d81dcb8
  (100.0% / 2.0% and 100.0% / 2.0%; together 100.0% of 600 blocked, 2.0% of 800 flagged), then tuned on (session 26).
- `blind70` (scripts/make_phi_blind70.py, seed 72721) and `blind71` (scripts/make_phi_blind71.py, seed 73731) were
  written the same way (session 26), each helper given its own list of genres, after blind68's and blind69's tuning
  was committed (04f6f7e) and before any later detector change; each was measured once as held out at 6f9de50
  (100.0% / 6.0% and 100.0% / 1.0%; together 100.0% of 600 blocked, 3.5% of 800 flagged), then tuned on (session 26).
- `blind72` (scripts/make_phi_blind72.py, seed 74741) and `blind73` (scripts/make_phi_blind73.py, seed 75751) were
  written the same way (session 27), each helper given its own list of genres, after blind70's and blind71's tuning
  was committed (c910e18) and before any later detector change; each was measured once as held out at 8e55790
  (100.0% / 0.0% and 98.0% / 0.5%; together 99.0% of 600 blocked, 0.25% of 800 flagged), then tuned on (sessions 27
  and 28).
- `blind74` (scripts/make_phi_blind74.py, seed 76761, dental care) and `blind75` (scripts/make_phi_blind75.py, seed
  77771, cancer care, weighted towards free text: chats, posts, SMS, call transcripts) were written the same way
  (session 29), each helper given its own list of genres and countries, after session 28's detector changes were
  committed (0c27e71) and before any later detector change: the held-out pair. A next held-out set needs a new
  generator, written and committed before the detectors change.

The check is built the way a deployment builds it: the `phi` options of the default profile in
configs/checks.yaml (the name layer off: it needs a model), plus the deployment's own published
contacts as `organisation_contacts` (the set's ORGANISATION_CONTACTS, the plan and clinic whose
lines and addresses its identifier-free texts quote). Each text is checked alone with an empty request
context (no allow-list).

A text carrying identifiers counts as blocked when some evidence overlaps one of its identifiers' spans
(a block for another reason is not a detection; how many texts failed at all is printed beside it);
per kind, when some evidence overlaps an identifier of that kind. An identifier-free text is a false
alarm when the check fails on it. The misses and false alarms are printed only with --misses: the set
measures the check, it is not for tuning it (see issue 29).
"""

from __future__ import annotations

import argparse
import asyncio
import time
from collections import Counter
from types import ModuleType
from typing import Any

from checks.base import CheckConfig
from checks.builtin.phi import PHICheck
from checks.context import RequestContext
from checks.policy import Policy

try:
    import make_phi_blind  # run as a script: scripts/ is on sys.path
    import make_phi_blind2
    import make_phi_blind3
    import make_phi_blind4
    import make_phi_blind5
    import make_phi_blind6
    import make_phi_blind7
    import make_phi_blind8
    import make_phi_blind9
    import make_phi_blind10
    import make_phi_blind11
    import make_phi_blind12
    import make_phi_blind13
    import make_phi_blind14
    import make_phi_blind15
    import make_phi_blind16
    import make_phi_blind17
    import make_phi_blind18
    import make_phi_blind19
    import make_phi_blind20
    import make_phi_blind21
    import make_phi_blind22
    import make_phi_blind23
    import make_phi_blind24
    import make_phi_blind25
    import make_phi_blind26
    import make_phi_blind27
    import make_phi_blind28
    import make_phi_blind29
    import make_phi_blind30
    import make_phi_blind31
    import make_phi_blind32
    import make_phi_blind33
    import make_phi_blind34
    import make_phi_blind35
    import make_phi_blind36
    import make_phi_blind37
    import make_phi_blind38
    import make_phi_blind39
    import make_phi_blind40
    import make_phi_blind41
    import make_phi_blind42
    import make_phi_blind43
    import make_phi_blind44
    import make_phi_blind45
    import make_phi_blind46
    import make_phi_blind47
    import make_phi_blind48
    import make_phi_blind49
    import make_phi_blind50
    import make_phi_blind51
    import make_phi_blind52
    import make_phi_blind53
    import make_phi_blind54
    import make_phi_blind55
    import make_phi_blind56
    import make_phi_blind57
    import make_phi_blind58
    import make_phi_blind59
    import make_phi_blind60
    import make_phi_blind61
    import make_phi_blind62
    import make_phi_blind63
    import make_phi_blind64
    import make_phi_blind65
    import make_phi_blind66
    import make_phi_blind67
    import make_phi_blind68
    import make_phi_blind69
    import make_phi_blind70
    import make_phi_blind71
    import make_phi_blind72
    import make_phi_blind73
    import make_phi_blind74
    import make_phi_blind75
except ImportError:
    from scripts import (make_phi_blind, make_phi_blind2, make_phi_blind3, make_phi_blind4, make_phi_blind5,
                         make_phi_blind6, make_phi_blind7, make_phi_blind8, make_phi_blind9, make_phi_blind10,
                         make_phi_blind11, make_phi_blind12, make_phi_blind13, make_phi_blind14,
                         make_phi_blind15, make_phi_blind16, make_phi_blind17,
                         make_phi_blind18, make_phi_blind19, make_phi_blind20, make_phi_blind21,
                         make_phi_blind22, make_phi_blind23, make_phi_blind24, make_phi_blind25,
                         make_phi_blind26, make_phi_blind27, make_phi_blind28, make_phi_blind29,
                         make_phi_blind30, make_phi_blind31,
                         make_phi_blind32, make_phi_blind33,
                         make_phi_blind34, make_phi_blind35,
                         make_phi_blind36, make_phi_blind37,
                         make_phi_blind38, make_phi_blind39,
                         make_phi_blind40, make_phi_blind41,
                         make_phi_blind42, make_phi_blind43,
                         make_phi_blind44, make_phi_blind45,
                         make_phi_blind46, make_phi_blind47,
                         make_phi_blind48, make_phi_blind49,
                         make_phi_blind50, make_phi_blind51,
                         make_phi_blind52, make_phi_blind53,
                         make_phi_blind54, make_phi_blind55,
                         make_phi_blind56, make_phi_blind57,
                         make_phi_blind58, make_phi_blind59,
                         make_phi_blind60, make_phi_blind61,
                         make_phi_blind62, make_phi_blind63,
                         make_phi_blind64, make_phi_blind65,
                         make_phi_blind66, make_phi_blind67,
                         make_phi_blind68, make_phi_blind69,
                         make_phi_blind70, make_phi_blind71,
                         make_phi_blind72, make_phi_blind73,
                         make_phi_blind74, make_phi_blind75)

# The blind sets by name: each generator module has SEED, ORGANISATION_CONTACTS and build(seed).
SETS: dict[str, ModuleType] = {"blind": make_phi_blind, "blind2": make_phi_blind2, "blind3": make_phi_blind3,
                               "blind4": make_phi_blind4, "blind5": make_phi_blind5, "blind6": make_phi_blind6,
                               "blind7": make_phi_blind7, "blind8": make_phi_blind8, "blind9": make_phi_blind9,
                               "blind10": make_phi_blind10, "blind11": make_phi_blind11, "blind12": make_phi_blind12,
                               "blind13": make_phi_blind13, "blind14": make_phi_blind14, "blind15": make_phi_blind15,
                               "blind16": make_phi_blind16, "blind17": make_phi_blind17,
                               "blind18": make_phi_blind18, "blind19": make_phi_blind19,
                               "blind20": make_phi_blind20, "blind21": make_phi_blind21,
                               "blind22": make_phi_blind22, "blind23": make_phi_blind23,
                               "blind24": make_phi_blind24, "blind25": make_phi_blind25,
                               "blind26": make_phi_blind26, "blind27": make_phi_blind27,
                               "blind28": make_phi_blind28, "blind29": make_phi_blind29,
                               "blind30": make_phi_blind30, "blind31": make_phi_blind31,
                               "blind32": make_phi_blind32, "blind33": make_phi_blind33,
                               "blind34": make_phi_blind34, "blind35": make_phi_blind35,
                               "blind36": make_phi_blind36, "blind37": make_phi_blind37,
                               "blind38": make_phi_blind38, "blind39": make_phi_blind39,
                               "blind40": make_phi_blind40, "blind41": make_phi_blind41,
                               "blind42": make_phi_blind42, "blind43": make_phi_blind43,
                               "blind44": make_phi_blind44, "blind45": make_phi_blind45,
                               "blind46": make_phi_blind46, "blind47": make_phi_blind47,
                               "blind48": make_phi_blind48, "blind49": make_phi_blind49,
                               "blind50": make_phi_blind50, "blind51": make_phi_blind51,
                               "blind52": make_phi_blind52, "blind53": make_phi_blind53,
                               "blind54": make_phi_blind54, "blind55": make_phi_blind55,
                               "blind56": make_phi_blind56, "blind57": make_phi_blind57,
                               "blind58": make_phi_blind58, "blind59": make_phi_blind59,
                               "blind60": make_phi_blind60, "blind61": make_phi_blind61,
                               "blind62": make_phi_blind62, "blind63": make_phi_blind63,
                               "blind64": make_phi_blind64, "blind65": make_phi_blind65,
                               "blind66": make_phi_blind66, "blind67": make_phi_blind67,
                               "blind68": make_phi_blind68, "blind69": make_phi_blind69,
                               "blind70": make_phi_blind70, "blind71": make_phi_blind71,
                               "blind72": make_phi_blind72, "blind73": make_phi_blind73,
                               "blind74": make_phi_blind74, "blind75": make_phi_blind75}
DEFAULT_SET = "blind"


def phi_check(organisation_contacts: list[str] | None = None) -> PHICheck:
    """`phi` with the default profile's options, no name layer, the deployment's own contacts (default: the first set's)."""
    options = dict(Policy.load().config_for("phi").options)
    options["names"] = {"enabled": False}
    own = SETS[DEFAULT_SET].ORGANISATION_CONTACTS if organisation_contacts is None else organisation_contacts
    options["organisation_contacts"] = list(options.get("organisation_contacts") or []) + list(own)
    return PHICheck(CheckConfig(options=options))


async def measure(rows: list[dict[str, Any]], organisation_contacts: list[str] | None = None) -> dict[str, Any]:
    """Blocked texts overall, per kind and per genre; false alarms on identifier-free texts."""
    check = phi_check(organisation_contacts)
    texts: Counter = Counter()
    blocked: Counter = Counter()
    genre_texts: Counter = Counter()
    genre_blocked: Counter = Counter()
    clean_genre: Counter = Counter()
    clean_genre_alarmed: Counter = Counter()
    alarm_kinds: Counter = Counter()
    carrying = detected = failed = every_found = clean = alarmed = 0
    misses: list[tuple[str, str, str]] = []
    alarms: list[tuple[str, str, str]] = []
    started = time.perf_counter()
    for row in rows:
        result = await check.check(row["text"], RequestContext())
        found = [(e.start or 0, e.end or 0) for e in result.evidence]
        if row["clean"]:
            clean += 1
            clean_genre[row["genre"]] += 1
            if not result.passed:
                alarmed += 1
                clean_genre_alarmed[row["genre"]] += 1
                kinds = sorted({str(e.detail.get("kind")) for e in result.evidence})
                alarm_kinds.update(kinds)
                flagged = [f"{e.detail.get('kind')}: {row['text'][e.start or 0:e.end or 0]!r}" for e in result.evidence]
                alarms.append((",".join(kinds), row["template"], f"{flagged} in: {row['text']}"))
            continue
        carrying += 1
        failed += not result.passed
        hit = [any(begin < end and start < stop for begin, stop in found) for start, end, _ in row["spans"]]
        genre_texts[row["genre"]] += 1
        if any(hit):
            detected += 1
            genre_blocked[row["genre"]] += 1
        every_found += all(hit)
        for kind in row["kinds"]:
            texts[kind] += 1
            if any(h for h, (_, _, k) in zip(hit, row["spans"]) if k == kind):
                blocked[kind] += 1
            else:
                values = [row["text"][s:e] for s, e, k in row["spans"] if k == kind]
                misses.append((kind, row["template"], f"{values} in: {row['text']}"))
    elapsed = time.perf_counter() - started
    return {"texts": texts, "blocked": blocked, "genre_texts": genre_texts, "genre_blocked": genre_blocked,
            "carrying": carrying, "detected": detected, "failed": failed, "every_found": every_found, "clean": clean,
            "alarmed": alarmed, "clean_genre": clean_genre, "clean_genre_alarmed": clean_genre_alarmed,
            "alarm_kinds": alarm_kinds, "misses": misses, "alarms": alarms, "ms_per_text": 1000 * elapsed / max(1, len(rows))}


def _rate(part: int, whole: int) -> str:
    return f"{part / whole:.1%}" if whole else "-"


def report(result: dict[str, Any], show_misses: bool) -> None:
    print(f"{'kind':16} {'texts':>6} {'blocked':>8} {'rate':>7}")
    for kind in sorted(result["texts"]):
        total, hit = result["texts"][kind], result["blocked"][kind]
        print(f"{kind:16} {total:6d} {hit:8d} {_rate(hit, total):>7}")
    print("by genre (texts carrying an identifier): " + ", ".join(
        f"{genre} {_rate(result['genre_blocked'][genre], total)} of {total}"
        for genre, total in sorted(result["genre_texts"].items())))
    print("by genre (identifier-free, false alarms): " + ", ".join(
        f"{genre} {_rate(result['clean_genre_alarmed'][genre], total)} of {total}"
        for genre, total in sorted(result["clean_genre"].items())))
    print(f"texts carrying an identifier: blocked {_rate(result['detected'], result['carrying'])} of {result['carrying']} "
          f"(every identifier found in {_rate(result['every_found'], result['carrying'])}; "
          f"failed for any reason {_rate(result['failed'], result['carrying'])})")
    print(f"identifier-free texts: false alarms {_rate(result['alarmed'], result['clean'])} of {result['clean']}"
          + (f" (kinds: {dict(result['alarm_kinds'])})" if result["alarm_kinds"] else ""))
    print(f"time: {result['ms_per_text']:.2f} ms per text")
    if show_misses:
        print("\nmisses:")
        for kind, template, text in result["misses"]:
            print(f"  [{kind}] ({template}) {text!r}")
        print("\nfalse alarms:")
        for kinds, template, text in result["alarms"]:
            print(f"  [{kinds}] ({template}) {text!r}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--set", dest="set_name", choices=sorted(SETS), default=DEFAULT_SET,
                        help="blind (2929), blind2 (4141), blind3 (5151), blind4 (6161), blind5 (7171), blind6 (8181), "
                             "blind7 (9191) ... blind73 (75751): tuning sets, each measured once as held out first; "
                             "blind74 (76761) and blind75 (77771): held out (see the docstring)")
    parser.add_argument("--seed", type=int, default=None, help="default: the set's own SEED")
    parser.add_argument("--misses", action="store_true", help="list the misses and false alarms")
    args = parser.parse_args()
    generator = SETS[args.set_name]
    seed = generator.SEED if args.seed is None else args.seed
    rows = generator.build(seed)
    result = asyncio.run(measure(rows, generator.ORGANISATION_CONTACTS))
    print(f"phi {args.set_name} set, seed {seed}: {len(rows)} texts, {result['carrying']} carrying identifiers, "
          f"{result['clean']} identifier-free")
    report(result, args.misses)


if __name__ == "__main__":
    main()
