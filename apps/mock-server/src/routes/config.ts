import { createHash } from 'node:crypto';
import { type Material, type Module, PriceRight, RouteModule } from '@cable/contracts';
import { ApiError } from '../api-error';
import { roundTo } from '../domain/pricing';
import type { HandlerMap } from '../http/handler';
import { toUnixSeconds } from '../store/clock';
import type { Repositories } from '../store/repositories';
import type { MaterialRecord, ModuleNode } from '../store/types';

/** The member web app is not part of this product; its version is reported as the real backend does. */
export const MEMBER_WEB_VERSION = '1.4.0';
/** The login page key of oper/data (its use is not shown in the spec): this operator signs in by QR. */
export const LOGIN_PAGE_KEY = 'web-qr';
export const UPLOAD_TOKEN_LIFETIME_MS = 24 * 3600_000;

/** Spec section 6: logged-out visitors see only home, Book and Hualification. */
const GUEST_MODULES: ReadonlySet<string> = new Set([RouteModule.Home, RouteModule.Book, RouteModule.Hualification]);

function moduleOf(node: ModuleNode, children: Module[]): Module {
  return {
    id: Number(node.id),
    parent: Number(node.parent),
    code: node.code,
    name: node.name,
    enable: node.enable,
    scope: node.scope,
    sort: node.sort,
    type: node.type,
    children,
  };
}

/**
 * The enabled modules among `allowed`, as a tree. A grouping node the user is not granted (the price-right
 * folder) still appears when something under it is granted, so the children keep their place.
 */
function grantedTree(nodes: readonly ModuleNode[], allowed: (code: string) => boolean): Module[] {
  const out: Module[] = [];
  for (const node of nodes) {
    if (!node.enable) continue;
    const children = grantedTree(node.children, allowed);
    if (allowed(node.code) || children.length > 0) out.push(moduleOf(node, children));
  }
  return out;
}

function flatten(nodes: readonly ModuleNode[]): ModuleNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children)]);
}

function subtree(node: ModuleNode, keep: (node: ModuleNode) => boolean): Module {
  return moduleOf(
    node,
    node.children.filter(keep).map((child) => subtree(child, keep)),
  );
}

/** A change against the previous price, in the same unit, to the cent. */
const change = (now: number, before: number) => roundTo(now - before, 2);

function materialOf(repos: Repositories, material: MaterialRecord): Material {
  const { adjustment } = repos.store.state;
  const listed = material.price;
  const before = adjustment.previous?.[material.code] ?? listed.price;
  const out: Material = {
    id: material.id,
    code: material.code,
    name: material.name,
    abbr: material.abbr,
    basic: material.basic,
    density: material.density,
    floating: { ...material.floating },
    price: { modify: change(listed.price, before), price: listed.price, unit: listed.unit, update: listed.update },
  };
  const target = adjustment.run ? adjustment.target[material.code] : undefined;
  if (target !== undefined && adjustment.untilMs !== null) {
    // While an adjustment runs, the price it will apply is the pending one.
    out.wait = {
      modify: change(target, listed.price),
      price: target,
      unit: listed.unit,
      update: Math.ceil(adjustment.untilMs / 1000),
      wait: true,
    };
  } else if (material.wait) {
    out.wait = {
      modify: change(material.wait.price, listed.price),
      price: material.wait.price,
      unit: material.wait.unit,
      update: material.wait.update,
      wait: material.wait.wait,
    };
  }
  return out;
}

const uploadFolder = { Image: 'image', Video: 'video', File: 'file' } as const;

export const configHandlers: HandlerMap = {
  qmsConfigs: ({ repos }) => ({
    configs: repos.store.state.systemConfigs.map((config) => ({
      key: config.key,
      type: config.type,
      value: structuredClone(config.value),
      cata: config.cata,
    })),
  }),

  userModules: ({ session, repos }) => {
    // What a visitor may open stays open after signing in, whatever else the user is granted.
    const grants = new Set([...GUEST_MODULES, ...(session?.user.grants ?? [])]);
    return { modules: grantedTree(repos.store.state.modules, (code) => grants.has(code)) };
  },

  version: ({ repos }) => ({ 'corp.qms.web': repos.store.state.server.webVersion, 'mem.qms.web': MEMBER_WEB_VERSION }),

  operData: ({ repos }) => ({ confs: { ...repos.store.state.server.operator }, 'login.key': LOGIN_PAGE_KEY }),

  inventoryCorpList: ({ repos }) => ({ corps: repos.store.state.corps.map((corp) => ({ ...corp })) }),

  corpMine: ({ session, repos }) => {
    const { corps } = repos.store.state;
    const corp = corps.find((entry) => entry.name === session.user.title) ?? corps.find((entry) => entry.default);
    if (!corp) {
      throw new ApiError('ResourceNotFound', {
        zh: `用户 ${session.user.name} 没有所属公司`,
        en: `User ${session.user.name} belongs to no company`,
      });
    }
    return { corp: { ...corp } };
  },

  // Spec §6: material prices are shown only with base-price authorisation.
  materialBasicInfo: ({ session, repos }) => {
    if (!session.user.grants.includes(PriceRight.Base)) {
      throw new ApiError('NoPermission', {
        zh: `材料价格需要 ${PriceRight.Base} 权限`,
        en: `Material prices need the right ${PriceRight.Base}`,
      });
    }
    repos.materials.adjustmentState();
    return {
      infos: repos.store.state.materials
        .filter((material) => material.basic)
        .map((material) => ({
          id: material.id,
          code: material.code,
          name: material.name,
          abbr: material.abbr,
          price: { price: material.price.price, unit: material.price.unit, update: material.price.update },
        })),
    };
  },

  materialBasic: ({ repos }) => {
    repos.materials.adjustmentState();
    return { materials: repos.store.state.materials.map((material) => materialOf(repos, material)) };
  },

  devModuleList: ({ body, repos }) => {
    const { enable, name, parent, scope } = body.cond;
    const keep = (node: ModuleNode) =>
      (enable === undefined || node.enable === enable) && (scope === undefined || node.scope === scope);
    const byName = name?.trim();
    // Without a parent or a name the answer is the whole tree from the top; either one picks nodes at any depth.
    const candidates =
      parent === undefined && !byName
        ? repos.store.state.modules
        : flatten(repos.store.state.modules).filter(
            (node) =>
              (parent === undefined || Number(node.parent) === parent) && (!byName || node.name.includes(byName)),
          );
    return { modules: candidates.filter(keep).map((node) => subtree(node, keep)) };
  },

  changeState: ({ repos }) => repos.materials.adjustmentState(),

  templates: ({ body, repos }) => {
    const { name, type } = body.cond;
    const byName = name?.trim();
    return {
      templates: repos.store.state.templates
        .filter(
          (template) => (type === undefined || template.type === type) && (!byName || template.name.includes(byName)),
        )
        .map((template) => ({ ...template })),
    };
  },

  memberMine: ({ session }) => {
    const { member } = session.user;
    return { member: { name: member.name, mobile: member.mobile, rank: { ...member.rank } } };
  },

  priceToday: ({ repos }) => {
    repos.materials.adjustmentState();
    const daily = repos.store.state.content.dailyPrice;
    return { price: { date: daily.date, week: daily.week, cu: { ...daily.cu }, ai: { ...daily.ai } } };
  },

  uploadInfo: ({ body, repos, clock, request }) => {
    const nowMs = clock.now();
    const fileid = `f${repos.store.mutate(() => repos.store.nextId('upload')).padStart(8, '0')}`;
    const day = new Date(nowMs + 8 * 3600_000).toISOString().slice(0, 10).replace(/-/g, '/');
    const path = `uploads/${uploadFolder[body.form.type]}/${day}/${fileid}`;
    const expire = toUnixSeconds(nowMs + UPLOAD_TOKEN_LIFETIME_MS);
    const token = `up_${createHash('sha256').update(`${fileid}:${path}:${expire}`).digest('hex').slice(0, 40)}`;
    return { info: { domain: `${request.protocol}://${request.host}/files`, fileid, path, token, expire } };
  },
};
