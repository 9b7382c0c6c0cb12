//! A huge kernel's module printed as PTX in parts, on threads of their own.
//!
//! LLVM's code generation runs on one thread, one function after another. A huge kernel is
//! cut into a few hundred functions (`systole_skeletons::effort::split`), and on the H100's
//! host printing the slowest took 1.5-2.9 s, most of LLVM's time for such a kernel
//! (`docs/perf/2026-11-26-ptxas-on-every-core.md`). So past [`MIN_FUNCTIONS`] functions, the
//! optimised module is written to bitcode, and each of several threads reads it into a
//! context of its own, keeps the bodies of its share of the functions, makes the others
//! declarations, and prints its PTX ([`print_in_parts`]); the calling thread prints part 0
//! from the module itself: the kernels (the functions nothing uses), its share of the rest,
//! and the definitions of the globals, which the other parts declare. Names PTX cannot
//! spell are respelt first, as NVPTX respells internal names (`.` becomes `_$_`), since
//! the parts make every global visible. The parts' texts are then joined into one module
//! ([`join`]): one header, one prototype of each function ahead of every body, and the
//! other parts' declarations of globals dropped, part 0, first, defining them. The rest of
//! the backend sees one PTX module, as before.
//!
//! What each function compiles to does not change, but for loads from globals: code
//! generation works a function at a time, and every function of a huge kernel is already
//! visible, so a call is made the same way whether its callee is defined beside it or
//! declared; a part that only declares a constant global cannot fold its values. A module
//! with shared memory (whose `.extern` declaration would mean dynamic shared memory) is
//! printed whole.

use std::collections::{HashMap, HashSet};

use inkwell::context::Context;
use inkwell::memory_buffer::MemoryBuffer;
use inkwell::module::{Linkage, Module};
use inkwell::targets::{FileType, TargetMachine};
use inkwell::values::{AsValueRef, FunctionValue};
use llvm_sys::LLVMTypeKind;
use llvm_sys::core as llvm;
use systole_frontend::Error;

/// The fewest functions (called ones: pieces and libdevice's) a module must hold to be
/// printed in parts; fewer leave too little to share out.
pub(crate) const MIN_FUNCTIONS: usize = 16;

/// The most parts a module is printed in.
const MAX_PARTS: usize = 16;

/// How many threads print a huge module: `SYSTOLE_CODEGEN_THREADS`, or every core (at most
/// [`MAX_PARTS`]); 1 prints it whole.
pub(crate) fn threads() -> usize {
    std::env::var("SYSTOLE_CODEGEN_THREADS")
        .ok()
        .and_then(|t| t.parse().ok())
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, usize::from))
        .clamp(1, MAX_PARTS)
}

fn backend_error(message: impl Into<String>) -> Error {
    Error::Backend { backend: "gpu", message: message.into() }
}

/// The PTX of `module` (verified and optimised), printed by up to `threads` threads: part 0
/// by this one with `here`, the others each with a target machine from `machine`; `None`
/// where the module is to be printed whole instead (too few functions, one thread, shared
/// memory, no thread to be had). The module is left holding part 0 only.
pub(crate) fn print_in_parts(
    module: &Module<'_>,
    here: &TargetMachine,
    threads: usize,
    machine: &(dyn Fn() -> Result<TargetMachine, Error> + Sync),
) -> Result<Option<String>, Error> {
    let shared = module.get_globals().any(|g| {
        // SAFETY: a global of a live module
        unsafe { llvm::LLVMGetPointerAddressSpace(llvm::LLVMTypeOf(g.as_value_ref())) == 3 }
    });
    // a function nothing uses (a kernel) goes to part 0; the rest is shared out by size
    // SAFETY: functions of a live module
    let used = |f: &FunctionValue| unsafe { !llvm::LLVMGetFirstUse(f.as_value_ref()).is_null() };
    let callees = || module.get_functions().filter(|f| f.count_basic_blocks() > 0 && used(f));
    let count = callees().count();
    let parts = threads.min(count / (MIN_FUNCTIONS / 2).max(1));
    if shared || parts < 2 || count < MIN_FUNCTIONS {
        return Ok(None);
    }
    // (named as the parts will know them)
    spell_for_ptx(module);
    let owner = share(
        callees().map(|f| (f.get_name().to_string_lossy().into_owned(), instructions(f))).collect(),
        parts,
    );
    let bitcode = module.write_bitcode_to_memory();
    let bitcode = bitcode.as_slice();
    std::thread::scope(|s| {
        let mut handles = Vec::with_capacity(parts - 1);
        for part in 1..parts {
            let owner = &owner;
            // LLVM's code generation recurses, more than a thread's default stack allows
            let spawned = std::thread::Builder::new()
                .stack_size(64 << 20)
                .spawn_scoped(s, move || print_part(bitcode, part, owner, machine));
            match spawned {
                Ok(handle) => handles.push(handle),
                // the module is still whole: it is printed so (the threads started only read)
                Err(_) => return Ok(None),
            }
        }
        // part 0 from the module itself, on this thread (printing a module also clears
        // what NVPTX's code generation keeps about it for the process)
        keep_part(module, 0, &owner);
        let mut texts = vec![print(module, here)?];
        for handle in handles {
            texts.push(
                handle.join().unwrap_or_else(|_| Err(backend_error("a thread printing PTX panicked")))?,
            );
        }
        join(&texts).map(Some)
    })
}

/// Names every global and function of `module` as PTX can spell it, and the same in every
/// part: unnamed ones get a name, and characters PTX does not take become `_$_`, as NVPTX
/// renames internal ones (made visible here, they would be printed as they are).
fn spell_for_ptx(module: &Module<'_>) {
    let fine = |c: char| c.is_ascii_alphanumeric() || c == '_' || c == '$';
    let spelt =
        |name: &str| name.chars().map(|c| if fine(c) { c.to_string() } else { "_$_".into() }).collect();
    let rename = |name: String, i: usize, what: &str| -> Option<String> {
        match name.is_empty() {
            true => Some(format!("systole_{what}_{i}")),
            false if name.starts_with("llvm.") || name.chars().all(fine) => None,
            false => Some(spelt(&name)),
        }
    };
    for (i, g) in module.get_globals().enumerate() {
        if let Some(new) = rename(g.get_name().to_string_lossy().into_owned(), i, "global") {
            g.set_name(&new);
        }
    }
    // (a declaration keeps its name: libdevice's, or an intrinsic)
    for (i, f) in module.get_functions().enumerate().filter(|(_, f)| f.count_basic_blocks() > 0) {
        if let Some(new) = rename(f.get_name().to_string_lossy().into_owned(), i, "function") {
            f.as_global_value().set_name(&new);
        }
    }
}

/// The instructions of `f`.
fn instructions(f: FunctionValue) -> usize {
    f.get_basic_block_iter().map(|b| b.get_instructions().count()).sum()
}

/// Part 1.. of each called function, by size (the largest first, each to the part with the
/// least so far); part 0 holds the kernels and the globals, so it gets the least of the rest.
fn share(mut callees: Vec<(String, usize)>, parts: usize) -> HashMap<String, usize> {
    callees.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
    let mut load = vec![0usize; parts];
    // part 0's kernels call every piece: count them as a piece's worth
    load[0] = callees.iter().map(|c| c.1).sum::<usize>() / callees.len().max(1);
    let mut owner = HashMap::new();
    for (name, size) in callees {
        let part = (0..parts).min_by_key(|&p| (load[p], p)).unwrap_or(0);
        load[part] += size;
        owner.insert(name, part);
    }
    owner
}

/// The PTX of part `part` of the module in `bitcode` ([`keep_part`]), printed by a target
/// machine from `machine`.
fn print_part(
    bitcode: &[u8],
    part: usize,
    owner: &HashMap<String, usize>,
    machine: &(dyn Fn() -> Result<TargetMachine, Error> + Sync),
) -> Result<String, Error> {
    let ctx = Context::create();
    let buffer = MemoryBuffer::create_from_memory_range_copy(bitcode, "kernel");
    let module = Module::parse_bitcode_from_buffer(&buffer, &ctx).map_err(|e| {
        backend_error(format!("cannot read back a kernel's bitcode: {}", e.to_string_lossy()))
    })?;
    keep_part(&module, part, owner);
    print(&module, &machine()?)
}

/// Leaves `module` holding part `part`: the functions `owner` gives it (and, in part 0, those
/// it does not name: the kernels) defined, the others declared; part 0 defines the globals,
/// visible to the rest, which declare them.
fn keep_part(module: &Module<'_>, part: usize, owner: &HashMap<String, usize>) {
    for f in module.get_functions().filter(|f| f.count_basic_blocks() > 0) {
        let mine = owner.get(f.get_name().to_string_lossy().as_ref()).copied().unwrap_or(0) == part;
        if !mine {
            // SAFETY: a function of a live module, dropped from no list
            unsafe { delete_body(f) };
            f.set_linkage(Linkage::External);
        }
    }
    for g in module.get_globals() {
        if g.get_name().to_bytes().starts_with(b"llvm.") || g.get_initializer().is_none() {
            continue;
        }
        match part {
            // defined here, visible to the rest
            0 => g.set_linkage(Linkage::External),
            _ => {
                // SAFETY: a global of a live module; a null initializer declares it
                unsafe { llvm::LLVMSetInitializer(g.as_value_ref(), std::ptr::null_mut()) };
                g.set_linkage(Linkage::External);
            }
        }
    }
}

/// The PTX `machine` prints for `module`.
fn print(module: &Module<'_>, machine: &TargetMachine) -> Result<String, Error> {
    debug_assert!(module.verify().is_ok(), "a part of a kernel's module fails to verify");
    let text = machine
        .write_to_memory_buffer(module, FileType::Assembly)
        .map_err(|e| backend_error(format!("LLVM could not emit PTX: {}", e.to_string_lossy())))?;
    Ok(String::from_utf8_lossy(text.as_slice()).trim_end_matches('\0').to_string())
}

/// Makes `f` a declaration: every instruction's uses go first (a value may be used in a later
/// block, or by a phi of an earlier one), then the instructions, then the blocks.
///
/// # Safety
///
/// `f` is a function of a live module.
unsafe fn delete_body(f: FunctionValue) {
    let f = f.as_value_ref();
    // SAFETY: walks and edits the blocks of a live function, each handle used before it is
    // deleted
    unsafe {
        let mut block = llvm::LLVMGetFirstBasicBlock(f);
        while !block.is_null() {
            let mut i = llvm::LLVMGetFirstInstruction(block);
            while !i.is_null() {
                let ty = llvm::LLVMTypeOf(i);
                if llvm::LLVMGetTypeKind(ty) != LLVMTypeKind::LLVMVoidTypeKind {
                    llvm::LLVMReplaceAllUsesWith(i, llvm::LLVMGetPoison(ty));
                }
                i = llvm::LLVMGetNextInstruction(i);
            }
            block = llvm::LLVMGetNextBasicBlock(block);
        }
        let mut block = llvm::LLVMGetFirstBasicBlock(f);
        while !block.is_null() {
            let mut i = llvm::LLVMGetFirstInstruction(block);
            while !i.is_null() {
                let next = llvm::LLVMGetNextInstruction(i);
                llvm::LLVMInstructionEraseFromParent(i);
                i = next;
            }
            block = llvm::LLVMGetNextBasicBlock(block);
        }
        loop {
            let block = llvm::LLVMGetFirstBasicBlock(f);
            if block.is_null() {
                break;
            }
            llvm::LLVMDeleteBasicBlock(block);
        }
        // what only a definition may have
        llvm::LLVMSetPersonalityFn(f, std::ptr::null_mut());
        llvm::LLVMGlobalClearMetadata(f);
    }
}

/// The PTX modules `texts` (printed from parts of one module by [`print_in_parts`]) as one:
/// the first's header, then one prototype of every function (`.visible` where some part
/// defines it, as the definitions are), then the parts' globals and bodies in order, their
/// declarations of globals left out (part 0 defines them all, ahead of any use).
pub(crate) fn join(texts: &[String]) -> Result<String, Error> {
    let mut header = None;
    let mut prototypes: Vec<(String, String)> = vec![];
    let mut declared = HashSet::new();
    let mut defined = HashSet::new();
    let mut bodies = String::new();
    for (part, text) in texts.iter().enumerate() {
        let mut lines = text.lines().peekable();
        let mut head = String::new();
        for line in lines.by_ref() {
            head.push_str(line);
            head.push('\n');
            if line.starts_with(".address_size") {
                break;
            }
        }
        if !head.contains(".address_size") {
            return Err(backend_error("a part of a kernel's PTX has no header"));
        }
        header.get_or_insert(head);
        while let Some(line) = lines.next() {
            if part > 0 && (line.starts_with(".extern .global") || line.starts_with(".extern .const")) {
                continue;
            }
            let Some(name) = function_name(line) else {
                bodies.push_str(line);
                bodies.push('\n');
                continue;
            };
            // the function's header, up to `;` (a prototype) or `{` (a definition)
            let mut block = format!("{line}\n");
            let mut prototype = line.trim_end().ends_with(';');
            while !prototype {
                let Some(next) = lines.peek() else { break };
                let next = next.trim();
                if next.starts_with('{') || next.starts_with(".maxntid") || next.starts_with(".minnctapersm")
                {
                    break;
                }
                prototype = next == ";" || next.ends_with(';');
                block.push_str(lines.next().unwrap_or_default());
                block.push('\n');
            }
            if prototype {
                if declared.insert(name.to_string()) {
                    prototypes.push((name.to_string(), block));
                }
            } else {
                defined.insert(name.to_string());
                bodies.push_str(&block);
            }
        }
    }
    let mut out = header.ok_or_else(|| backend_error("a kernel printed in no parts"))?;
    out.push('\n');
    for (name, block) in prototypes {
        let block = match defined.contains(&name) {
            true => block.replacen(".extern .func", ".visible .func", 1),
            false => block,
        };
        out.push_str(&block);
    }
    out.push_str(&bodies);
    Ok(out)
}

/// The function a line of PTX starts to declare or define (`.visible .func (.param .b32
/// func_retval0) name(`, `.extern .func name`), if it does.
fn function_name(line: &str) -> Option<&str> {
    let rest = [".visible .func", ".extern .func", ".weak .func", ".func"]
        .iter()
        .find_map(|k| line.strip_prefix(k))?
        .trim_start();
    // past the return value's parameter list, if any
    let rest = match rest.strip_prefix('(') {
        Some(inner) => inner.split_once(')')?.1.trim_start(),
        None => rest,
    };
    let end = rest.find(|c: char| c == '(' || c.is_whitespace()).unwrap_or(rest.len());
    (end > 0).then(|| &rest[..end])
}

#[cfg(test)]
mod tests {
    use super::{function_name, join, share};

    #[test]
    fn function_names_are_read_past_the_return_value() {
        assert_eq!(function_name(".visible .func  (.param .b32 func_retval0) k_piece3"), Some("k_piece3"));
        assert_eq!(function_name(".extern .func  (.param .b32 func_retval0) __nv_sinf"), Some("__nv_sinf"));
        assert_eq!(function_name(".visible .func k_piece0("), Some("k_piece0"));
        assert_eq!(function_name(".visible .entry k("), None);
        assert_eq!(function_name(".visible .global .align 4 .b8 t[4];"), None);
    }

    #[test]
    fn functions_are_shared_out_by_size() {
        let callees = (0..10).map(|i| (format!("f{i}"), 100 * (i + 1))).collect();
        let owner = share(callees, 3);
        let load = |p| (0..10).filter(|i| owner[&format!("f{i}")] == p).map(|i| 100 * (i + 1)).sum::<usize>();
        // 5,500 instructions over three parts, part 0 counted 550 ahead
        for p in 0..3 {
            assert!((1500..=2500).contains(&load(p)), "part {p}: {}", load(p));
        }
    }

    #[test]
    fn a_module_of_many_functions_and_a_dotted_table_prints_in_parts_that_assemble() {
        use inkwell::AddressSpace;
        use inkwell::context::Context;
        use inkwell::module::Linkage;
        // 20 functions that read an internal table named as the tap loops' are (with a dot),
        // and a kernel that calls them all
        let ctx = Context::create();
        let module = ctx.create_module("k");
        let i32_ = ctx.i32_type();
        let table =
            module.add_global(i32_.array_type(4), Some(AddressSpace::from(1u16)), "stencil.tap_offsets");
        table.set_initializer(&i32_.const_array(&[1, 2, 3, 4].map(|v| i32_.const_int(v, false))));
        table.set_linkage(Linkage::Internal);
        table.set_constant(true);
        let builder = ctx.create_builder();
        let callees: Vec<_> = (0..20)
            .map(|k| {
                let f =
                    module.add_function(&format!("k_piece{k}"), i32_.fn_type(&[i32_.into()], false), None);
                builder.position_at_end(ctx.append_basic_block(f, "entry"));
                let at = unsafe {
                    builder.build_gep(i32_, table.as_pointer_value(), &[i32_.const_int(k % 4, false)], "at")
                }
                .unwrap();
                let v = builder.build_load(i32_, at, "v").unwrap().into_int_value();
                let x = f.get_first_param().unwrap().into_int_value();
                builder.build_return(Some(&builder.build_int_add(v, x, "s").unwrap())).unwrap();
                f
            })
            .collect();
        let ptr = ctx.ptr_type(AddressSpace::from(1u16));
        let kernel = module.add_function("k", ctx.void_type().fn_type(&[ptr.into()], false), None);
        builder.position_at_end(ctx.append_basic_block(kernel, "entry"));
        let mut acc = i32_.const_int(0, false);
        for f in &callees {
            acc = builder
                .build_call(*f, &[acc.into()], "c")
                .unwrap()
                .try_as_basic_value()
                .basic()
                .unwrap()
                .into_int_value();
        }
        builder.build_store(kernel.get_first_param().unwrap().into_pointer_value(), acc).unwrap();
        builder.build_return(None).unwrap();
        let target = crate::target::NvptxTarget::new(90);
        let machine = || crate::compile::machine(&target, inkwell::OptimizationLevel::None);
        let here = machine().unwrap();
        let text = super::print_in_parts(&module, &here, 2, &machine).unwrap().expect("printed in parts");
        assert_eq!(text.matches(".version").count(), 1);
        assert!(text.contains("stencil_$_tap_offsets") && !text.contains("stencil.tap"), "{text}");
        // each piece defined once, declared at most once (where used before its definition)
        for k in 0..20 {
            let head = format!(".visible .func  (.param .b32 func_retval0) k_piece{k}");
            assert_eq!(text.matches(&format!("{head}(")).count(), 1, "k_piece{k}: {text}");
            assert!(text.matches(&format!("{head}\n(")).count() <= 1, "k_piece{k}: {text}");
        }
        if let Some(tool) = crate::ptxas::installed().and_then(|p| crate::ptxas::Ptxas::at(&p)) {
            let object = tool.assemble(text.as_bytes(), "sm_90", 0).unwrap_or_else(|e| panic!("{e}\n{text}"));
            assert!(crate::ptxas::is_object(&object));
        }
    }

    #[test]
    fn parts_join_into_one_module_with_one_prototype_a_function() {
        let head = "//\n.version 7.8\n.target sm_90\n.address_size 64\n";
        let part0 = format!(
            "{head}\n.visible .global .align 4 .b8 t[4] = {{1, 2, 3, 4}};\n.extern .func  (.param .b32 func_retval0) p1\n(\n\t.param .b32 p1_param_0\n)\n;\n.visible .entry k(\n\t.param .u64 k_param_0\n)\n{{\n\tret;\n}}\n"
        );
        let part1 = format!(
            "{head}\n.extern .global .align 4 .b8 t[4];\n.visible .func  (.param .b32 func_retval0) p1\n(\n\t.param .b32 p1_param_0\n)\n;\n.extern .func  (.param .b32 func_retval0) vprintf\n(\n\t.param .b64 vprintf_param_0\n)\n;\n.visible .func  (.param .b32 func_retval0) p1(\n\t.param .b32 p1_param_0\n)\n{{\n\tret;\n}}\n"
        );
        let joined = join(&[part0, part1]).unwrap();
        assert_eq!(joined.matches(".version").count(), 1, "{joined}");
        assert!(!joined.contains(".extern .global"), "{joined}");
        // p1 declared once, visible (it is defined), ahead of the kernel; vprintf stays extern
        assert_eq!(joined.matches(".visible .func  (.param .b32 func_retval0) p1\n").count(), 1, "{joined}");
        assert!(joined.find("p1\n(").unwrap() < joined.find(".entry k").unwrap(), "{joined}");
        assert!(joined.contains(".extern .func  (.param .b32 func_retval0) vprintf"), "{joined}");
        assert_eq!(joined.matches("{\n\tret;\n}").count(), 2, "{joined}");
        assert!(joined.contains(".visible .global .align 4 .b8 t[4] = {1, 2, 3, 4};"), "{joined}");
    }
}
