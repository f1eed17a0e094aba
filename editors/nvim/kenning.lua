-- kenning for Neovim: the playbook's rules as hover, diagnostics and code actions.
--
-- Put this file on your runtimepath as lua/kenning.lua (or dofile() it) and call
--
--   require("kenning").setup({ settings = { severity = "hint" } })
--
-- Neovim 0.11+: registered with vim.lsp.config() and vim.lsp.enable() (all filetypes).
-- Neovim 0.7-0.10: started on BufEnter/FileType for every file buffer, one
-- client per project root (vim.lsp.start where it exists, 0.8+; on 0.7,
-- vim.lsp.start_client + vim.lsp.buf_attach_client).
local M = {}

local ROOT_MARKERS = { ".kenning", ".git" }

local function find_root(path)
  local dir = vim.fn.fnamemodify(path, ":p:h")
  for _, marker in ipairs(ROOT_MARKERS) do
    local found = vim.fn.finddir(marker, dir .. ";")
    if found == "" then
      found = vim.fn.findfile(marker, dir .. ";")
    end
    if found ~= "" then
      return vim.fn.fnamemodify(found, ":p:h:h")
    end
  end
  return dir
end

local clients_by_root = {}

local function start_legacy(config, buf)
  local root = find_root(vim.api.nvim_buf_get_name(buf))
  local conf = vim.tbl_extend("force", config, { root_dir = root })
  conf.workspace_folders = { { uri = vim.uri_from_fname(root), name = root } }
  if vim.lsp.start then -- 0.8-0.10: reuses a running client with the same name and root
    vim.lsp.start(conf, { bufnr = buf })
    return
  end
  local id = clients_by_root[root] -- 0.7
  if id == nil or vim.lsp.get_client_by_id(id) == nil then
    id = vim.lsp.start_client(conf)
    clients_by_root[root] = id
  end
  if id then
    vim.lsp.buf_attach_client(buf, id)
  end
end

function M.setup(opts)
  opts = opts or {}
  -- vim.empty_dict(): an empty Lua table would be sent as [] rather than {}
  local settings = { kenning = opts.settings or vim.empty_dict() }
  local config = {
    name = "kenning",
    cmd = opts.cmd or { "kenning", "lsp" },
    init_options = settings,
    settings = settings,
    on_attach = opts.on_attach,
  }
  if vim.fn.has("nvim-0.11") == 1 then
    config.root_markers = ROOT_MARKERS
    vim.lsp.config("kenning", config) -- no `filetypes`: every filetype
    vim.lsp.enable("kenning")
    return
  end
  local group = vim.api.nvim_create_augroup("kenning_lsp", { clear = true })
  vim.api.nvim_create_autocmd({ "BufEnter", "FileType" }, {
    group = group,
    callback = function(args)
      local buf = args.buf
      if vim.api.nvim_buf_get_option(buf, "buftype") ~= "" then
        return
      end
      if vim.api.nvim_buf_get_name(buf) == "" then
        return
      end
      start_legacy(config, buf)
    end,
  })
end

return M
