"""Human review of what the gate escalates and blocks: the shared queue, decisions, reviewer access and the desk.

`ReviewStore` keeps every case and decision as write-once objects under the trace root
(`<uri>/review/`), so every Gate replica sees the same queue and a request is decided once
(a conditional put); `decide` re-verifies an edited answer with the request's hard checks
before it is released; `ReviewerAuth` holds the reviewers' keys, sessions and CSRF tokens;
`gate.review.desk` renders the HTML pages of `/review`.
"""
