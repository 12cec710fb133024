"""Tenants: the applications that share one gate, each identified by its API keys and isolated from the others.

An API key belongs to exactly one tenant. A request, its trace rows, incidents, review case and overrides carry
the tenant; the store keeps each tenant's objects under a root of its own (`tenant_uri`):

    <uri>/tenant=<name>/traces/…, incidents/…, overrides/…, sources/…, policies/…, request_index/…, review/…

so an operator can grant a team read access to its own prefix and apply retention per tenant.

Where tenants come from (`TenantDirectory.build`):
- `tenants` (the app args, or the YAML file named by GATE_TENANTS_FILE): name -> keys and an optional policy;
- `api_keys` (GATE_API_KEYS) entries `name:key` join tenant `name`; a bare `key` is a tenant of its own, named
  `key-<8 hex of its SHA-256>`, so lists written before tenants existed keep working and stay isolated;
- no keys at all: auth is off and every request belongs to the one tenant `default`, whose objects stay at the
  root of the store (the layout before tenants: a single-tenant gate sees no change).

Rows written before this upgrade live at the root. `legacy_tenant` names the tenant that inherits them (its
request status and override lookups also read the root); by default the only tenant when there is one.
"""

from __future__ import annotations

import hashlib
import hmac
import re
from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from gate.errors import GateError
from gate.traces.webhook import IncidentWebhookConfig

TENANT_NAME_PATTERN = r"^[a-z0-9][a-z0-9_\-]{0,62}$"
_TENANT_NAME = re.compile(TENANT_NAME_PATTERN)
_ENTRY_NAME = re.compile(r"^[A-Za-z0-9_\-]{1,63}$")
DEFAULT_TENANT = "default"


def tenant_uri(uri: str, root: str | None) -> str:
    """The store root of a tenant whose objects live under `tenant=<root>` (`root` None: the store's root)."""
    if root is None:
        return uri
    return f"{uri.rstrip('/')}/tenant={root}"


class TenantPolicy(BaseModel):
    """What one tenant may ask of the gate, on top of the gate's own policy (which it can narrow, never widen)."""

    model_config = ConfigDict(extra="forbid")

    profiles: list[str] | None = Field(
        default=None, min_length=1,
        description="Profiles this tenant's requests may name (422 profile_unavailable for others); None: every "
        "profile the gate serves.",
    )
    default_profile: str | None = Field(
        default=None, description="The profile of a request that names none; default: 'default'."
    )
    allowed_identifiers: list[str] = Field(
        default_factory=list, max_length=1000,
        description="Identifiers every answer of this tenant may contain (its own switchboard number, say): added "
        "to each request's allowed_identifiers.",
    )
    max_attempts: int | None = Field(
        default=None, ge=1, le=10,
        description="Attempts before escalation for this tenant: the default and the ceiling (never above the "
        "policy's gate.max_attempts).",
    )
    requests_per_minute: int | None = Field(
        default=None, ge=1,
        description="Requests this tenant may start per minute on each Gate replica (429 rate_limited with "
        "Retry-After beyond it); None: no limit.",
    )
    allow_overrides: bool = Field(
        default=False,
        description="Whether this tenant's API keys may post /v1/overrides; recorded as the tenant's service account "
        "(`service:<tenant>`), never as a person.",
    )
    incident_webhook: IncidentWebhookConfig | None = Field(
        default=None,
        description="Where this tenant's incidents are paged (signed and durable, like trace.incidents, with an "
        "outbox of its own); None: the gate's trace.incidents, if any.",
    )

    @model_validator(mode="after")
    def _default_in_profiles(self) -> "TenantPolicy":
        if self.profiles is not None and self.default_profile is not None and self.default_profile not in self.profiles:
            raise ValueError(f"default_profile {self.default_profile!r} is not among profiles {self.profiles}")
        return self


class TenantConfig(TenantPolicy):
    """A tenant as configured: its API keys and its policy."""

    keys: list[str] = Field(default_factory=list, description="The tenant's API keys (bearer tokens).")


class ReviewerTenants(BaseModel):
    """Which tenants a reviewer may see; a reviewer listed nowhere sees every tenant."""

    model_config = ConfigDict(extra="forbid")

    tenants: list[str] = Field(min_length=1, description="Tenant names this reviewer's queue and lookups cover.")


class AccessConfig(BaseModel):
    """The tenants file (GATE_TENANTS_FILE): tenants with their keys and policy, reviewers' tenants."""

    model_config = ConfigDict(extra="forbid")

    tenants: dict[str, TenantConfig] = Field(default_factory=dict, description="Tenant name -> keys and policy.")
    reviewers: dict[str, ReviewerTenants] = Field(
        default_factory=dict, description="Reviewer name (as in GATE_REVIEWER_KEYS) -> the tenants it sees."
    )
    legacy_tenant: str | None = Field(
        default=None,
        description="The tenant that inherits rows and cases stored before tenants existed (at the store's root); "
        "default: the only tenant, when there is one.",
    )

    @field_validator("tenants")
    @classmethod
    def _names(cls, tenants: dict[str, TenantConfig]) -> dict[str, TenantConfig]:
        for name in tenants:
            if not _TENANT_NAME.match(name):
                raise ValueError(f"tenant name {name!r}: use 1-63 lower-case letters, digits, '_' or '-'")
        return tenants


@dataclass(frozen=True)
class Tenant:
    """One tenant: its name, where its objects live (`root`: None for the store's root) and its policy."""

    name: str
    root: str | None
    policy: TenantPolicy = field(default_factory=TenantPolicy)
    reads_legacy: bool = False  # also reads the objects stored at the root before tenants existed

    def uri(self, base: str) -> str:
        return tenant_uri(base, self.root)


@dataclass(frozen=True)
class Principal:
    """Who made a request, from its credentials only: a tenant's API key, or a reviewer."""

    kind: str  # "tenant" or "reviewer"
    name: str  # the tenant's or the reviewer's name
    tenant: Tenant | None = None  # set for an API key


class TenantDirectory:
    """API key -> tenant, every key compared in constant time; reviewer -> the tenants it sees."""

    def __init__(self, tenants: dict[str, Tenant], keys: list[tuple[str, str]],
                 reviewer_tenants: dict[str, list[str]] | None = None) -> None:
        self.tenants = tenants
        self._keys = keys  # (key, tenant name)
        self.reviewer_tenants = reviewer_tenants or {}
        unknown = sorted({t for names in self.reviewer_tenants.values() for t in names} - set(tenants))
        if unknown and tenants:
            raise ValueError(f"reviewers are assigned to tenants that are not configured: {', '.join(unknown)}")

    @classmethod
    def build(cls, api_keys: list[str] | None = None, access: AccessConfig | dict[str, Any] | None = None
              ) -> "TenantDirectory":
        """The directory of `api_keys` entries (`name:key` or `key`) and the tenants file's `access`."""
        access = AccessConfig.model_validate(access or {}) if not isinstance(access, AccessConfig) else access
        configs: dict[str, TenantConfig] = dict(access.tenants)
        keys: list[tuple[str, str]] = []
        for name, config in configs.items():
            keys.extend((key, name) for key in config.keys if key)
        for entry in api_keys or []:
            if not entry:
                continue
            name, sep, key = entry.partition(":")
            if not sep or not _ENTRY_NAME.match(name) or not key:
                key, name = entry, "key-" + hashlib.sha256(entry.encode("utf-8", "surrogatepass")).hexdigest()[:8]
            name = name.lower()
            if not _TENANT_NAME.match(name):
                raise ValueError(f"GATE_API_KEYS entry for tenant {name!r}: a tenant name is 1-63 lower-case "
                                 "letters, digits, '_' or '-'")
            configs.setdefault(name, TenantConfig())
            keys.append((key, name))
        seen: dict[str, str] = {}
        for key, name in keys:
            if seen.setdefault(key, name) != name:
                raise ValueError(f"one API key is listed for two tenants ({seen[key]!r} and {name!r})")
        if not keys and configs:
            raise ValueError("tenants are configured but none has a key")
        legacy = access.legacy_tenant
        if legacy is not None and legacy not in configs:
            raise ValueError(f"legacy_tenant {legacy!r} is not a configured tenant")
        if legacy is None and len(configs) == 1:
            legacy = next(iter(configs))
        if not configs:
            tenants = {DEFAULT_TENANT: Tenant(DEFAULT_TENANT, None)}
        else:
            tenants = {name: Tenant(name, name, TenantPolicy.model_validate(config.model_dump(exclude={"keys"})),
                                    reads_legacy=name == legacy)
                       for name, config in configs.items()}
        reviewers = {name: list(r.tenants) for name, r in access.reviewers.items()}
        return cls(tenants, keys, reviewers)

    @property
    def auth_enabled(self) -> bool:
        return bool(self._keys)

    def anonymous(self) -> Tenant:
        """The one tenant of a gate without API keys."""
        return self.tenants[DEFAULT_TENANT]

    def by_key(self, token: str) -> Tenant | None:
        """The tenant whose key `token` is (every key compared, so the time does not say which matched), else None."""
        found = None
        presented = token.encode("utf-8", "surrogatepass")
        for key, name in self._keys:
            if hmac.compare_digest(presented, key.encode("utf-8", "surrogatepass")):
                found = name
        return self.tenants[found] if found is not None else None

    def visible_to(self, reviewer: str) -> list[Tenant]:
        """The tenants a reviewer sees: those it is assigned to, or every tenant when it is assigned to none."""
        names = self.reviewer_tenants.get(reviewer)
        if not names:
            return list(self.tenants.values())
        return [self.tenants[n] for n in names if n in self.tenants]


def for_tenant(request: Any, tenant: Tenant, policy_max_attempts: int | None = None) -> Any:
    """`request` (a GateRequest or VerifyRequest) as `tenant`'s policy shapes it: its default profile when the
    request names none, only its profiles (422 profile_unavailable), its identifiers added to the allow-list, and
    its max_attempts as the default and ceiling (422 above_tenant_limit)."""
    policy = tenant.policy
    update: dict[str, Any] = {}
    profile = request.profile
    if "profile" not in request.model_fields_set and policy.default_profile is not None:
        profile = update["profile"] = policy.default_profile
    if policy.profiles is not None and profile not in policy.profiles:
        raise GateError(422, f"profile {profile!r} is not available to this API key's tenant; its profiles: "
                        f"{', '.join(policy.profiles)}", param="profile", code="profile_unavailable")
    if policy.allowed_identifiers:
        update["allowed_identifiers"] = [*request.allowed_identifiers,
                                         *(v for v in policy.allowed_identifiers if v not in request.allowed_identifiers)]
    if policy.max_attempts is not None and hasattr(request, "max_attempts"):
        ceiling = min(policy.max_attempts, policy_max_attempts or policy.max_attempts)
        if request.max_attempts is not None and request.max_attempts > ceiling:
            raise GateError(422, f"max_attempts may be at most {ceiling} for this API key's tenant",
                            param="max_attempts", code="above_tenant_limit")
        if request.max_attempts is None:
            update["max_attempts"] = ceiling
    return request.model_copy(update=update) if update else request


def load_access_file(path: str) -> dict[str, Any]:
    """The tenants file (YAML, `AccessConfig`'s fields) as a mapping; a file that is missing or not a mapping
    raises ValueError naming the file, so the gate refuses to start with the reason."""
    import yaml

    try:
        with open(path, encoding="utf-8") as handle:
            data = yaml.safe_load(handle)
    except OSError as exc:
        raise ValueError(f"GATE_TENANTS_FILE {path!r} cannot be read: {exc.strerror or exc}") from None
    except yaml.YAMLError as exc:
        raise ValueError(f"GATE_TENANTS_FILE {path!r} is not YAML: {exc}") from None
    if not isinstance(data, dict):
        raise ValueError(f"GATE_TENANTS_FILE {path!r} must hold a mapping with `tenants:` (and `reviewers:`)")
    AccessConfig.model_validate(data)  # a bad file stops the start here, with the field at fault
    return data
