; ConsumePath: the Arm64 code of the micro-benchmark's hot loops at their last optimized tier (benchmarks/disasm-arm64.sh)

; Assembly listing for method NDisruptor.Benchmarks.Micro.ConsumePath:BarrierWait():long:this (Tier1)
; Emitting BLENDED_CODE for generic ARM64 on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; fp based frame
; fully interruptible
; with Synthesized PGO: fgCalledCount is 18
; 5 inlinees with PGO data; 10 single block inlinees; 1 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
            stp     fp, lr, [sp, #-0x40]!
            stp     x19, x20, [sp, #0x18]
            stp     x21, x22, [sp, #0x28]
            str     x23, [sp, #0x38]
            mov     fp, sp
 
G_M000_IG02:                ;; offset=0x0014
            ldr     x19, [x0, #0x18]
            mov     x20, xzr
            mov     x21, xzr
 
G_M000_IG03:                ;; offset=0x0020
            ldapurb w0, [x19, #0x48]
            cbnz    w0, G_M000_IG10
 
G_M000_IG04:                ;; offset=0x0028
            ldr     x0, [x19, #0x30]
            cbz     x0, G_M000_IG11
            ldapur  x22, [x0, #0x88]
 
G_M000_IG05:                ;; offset=0x0034
            cmp     x22, x21
            blt     G_M000_IG15
 
G_M000_IG06:                ;; offset=0x003C
            ldr     x23, [x19, #0x10]
            cbnz    x23, G_M000_IG17
 
G_M000_IG07:                ;; offset=0x0044
            add     x20, x20, x22
            add     x21, x21, #1
            cmp     x21, #0x3E8
            blt     G_M000_IG03
 
G_M000_IG08:                ;; offset=0x0054
            mov     x0, x20
 
G_M000_IG09:                ;; offset=0x0058
            ldr     x23, [sp, #0x38]
            ldp     x21, x22, [sp, #0x28]
            ldp     x19, x20, [sp, #0x18]
            ldp     fp, lr, [sp], #0x40
            ret     lr
 
G_M000_IG10:                ;; offset=0x006C
            movz    x0, #0x6178
            movk    x0, #0x6D2 LSL #16
            movk    x0, #85 LSL #32
            ldr     x0, [x0]
            blr     x0
            b       G_M000_IG04
 
G_M000_IG11:                ;; offset=0x0084
            ldr     x0, [x19, #0x28]
            movn    x1, #0x8000 LSL #48
            mov     w2, wzr
            b       G_M000_IG14
 
G_M000_IG12:                ;; offset=0x0094
            add     x3, x0, #16
            ldr     x3, [x3, w2, UXTW #3]
            ldapur  x3, [x3, #0x88]
            cmp     x1, x3
            ble     G_M000_IG13
            mov     x1, x3
            b       G_M000_IG13
 
G_M000_IG13:                ;; offset=0x00B0
            add     w2, w2, #1
 
G_M000_IG14:                ;; offset=0x00B4
            ldr     w3, [x0, #0x08]
            cmp     w3, w2
            bgt     G_M000_IG12
            mov     x22, x1
            b       G_M000_IG05
 
G_M000_IG15:                ;; offset=0x00C8
            mov     x0, x19
            mov     x1, x21
            movz    x2, #0x6118
            movk    x2, #0x6D2 LSL #16
            movk    x2, #85 LSL #32
            ldr     x2, [x2]
            blr     x2
            mov     x22, x0
            cmp     x22, x21
            bge     G_M000_IG16
            b       G_M000_IG07
 
G_M000_IG16:                ;; offset=0x00F4
            b       G_M000_IG06
 
G_M000_IG17:                ;; offset=0x00F8
            mov     x0, x23
            mov     x1, x21
            mov     x2, x22
            movz    x3, #0x5B40
            movk    x3, #0x6CD LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            blr     x3
            cmp     x0, x21
            bge     G_M000_IG18
            mov     x0, x19
            mov     x1, x23
            mov     x2, x21
            mov     x3, x22
            movz    x4, #0x6148
            movk    x4, #0x6D2 LSL #16
            movk    x4, #85 LSL #32
            ldr     x4, [x4]
            blr     x4
            mov     x22, x0
            b       G_M000_IG19
 
G_M000_IG18:                ;; offset=0x014C
            mov     x22, x0
 
G_M000_IG19:                ;; offset=0x0150
            b       G_M000_IG07
 
; Total bytes of code 340


; Assembly listing for method NDisruptor.SequenceBarrier:WaitFor(long):NDisruptor.SequenceWaitResult:this (Tier1)
; Emitting BLENDED_CODE for generic ARM64 on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; fp based frame
; fully interruptible
; with Synthesized PGO: fgCalledCount is 100
; No PGO data
; 5 inlinees with PGO data; 8 single block inlinees; 1 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
            stp     fp, lr, [sp, #-0x30]!
            stp     x19, x20, [sp, #0x10]
            stp     x21, x22, [sp, #0x20]
            mov     fp, sp
            mov     x19, x0
            mov     x20, x1
 
G_M000_IG02:                ;; offset=0x0018
            ldapurb w0, [x19, #0x48]
            cbnz    w0, G_M000_IG07
 
G_M000_IG03:                ;; offset=0x0020
            ldr     x0, [x19, #0x30]
            cbz     x0, G_M000_IG08
            ldapur  x21, [x0, #0x88]
 
G_M000_IG04:                ;; offset=0x002C
            cmp     x21, x20
            blt     G_M000_IG12
 
G_M000_IG05:                ;; offset=0x0034
            ldr     x22, [x19, #0x10]
            cbnz    x22, G_M000_IG14
            mov     x0, x21
 
G_M000_IG06:                ;; offset=0x0040
            ldp     x21, x22, [sp, #0x20]
            ldp     x19, x20, [sp, #0x10]
            ldp     fp, lr, [sp], #0x30
            ret     lr
 
G_M000_IG07:                ;; offset=0x0050
            movz    x0, #0x6178
            movk    x0, #0x6D2 LSL #16
            movk    x0, #85 LSL #32
            ldr     x0, [x0]
            blr     x0
            b       G_M000_IG03
 
G_M000_IG08:                ;; offset=0x0068
            ldr     x0, [x19, #0x28]
            movn    x1, #0x8000 LSL #48
            mov     w2, wzr
            b       G_M000_IG11
 
G_M000_IG09:                ;; offset=0x0078
            add     x3, x0, #16
            ldr     x3, [x3, w2, UXTW #3]
            ldapur  x3, [x3, #0x88]
            cmp     x1, x3
            ble     G_M000_IG10
            mov     x1, x3
            b       G_M000_IG10
 
G_M000_IG10:                ;; offset=0x0094
            add     w2, w2, #1
 
G_M000_IG11:                ;; offset=0x0098
            ldr     w3, [x0, #0x08]
            cmp     w3, w2
            bgt     G_M000_IG09
            mov     x21, x1
            b       G_M000_IG04
 
G_M000_IG12:                ;; offset=0x00AC
            mov     x0, x19
            mov     x1, x20
            movz    x2, #0x6118
            movk    x2, #0x6D2 LSL #16
            movk    x2, #85 LSL #32
            ldr     x2, [x2]
            blr     x2
            mov     x21, x0
            cmp     x21, x20
            bge     G_M000_IG13
            mov     x0, x21
            b       G_M000_IG06
 
G_M000_IG13:                ;; offset=0x00DC
            b       G_M000_IG05
 
G_M000_IG14:                ;; offset=0x00E0
            mov     x0, x22
            mov     x1, x20
            mov     x2, x21
            movz    x3, #0x5B40
            movk    x3, #0x6CD LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            blr     x3
            cmp     x0, x20
            bge     G_M000_IG15
            mov     x0, x19
            mov     x1, x22
            mov     x2, x20
            mov     x3, x21
            movz    x4, #0x6148
            movk    x4, #0x6D2 LSL #16
            movk    x4, #85 LSL #32
            ldr     x4, [x4]
            blr     x4
            b       G_M000_IG15
 
G_M000_IG15:                ;; offset=0x0130
            b       G_M000_IG06
 
; Total bytes of code 308


; Assembly listing for method NDisruptor.SequenceBarrier:WaitFor(long,long):NDisruptor.SequenceWaitResult:this (Tier1)
; Emitting BLENDED_CODE for generic ARM64 on Unix
; Tier1 code
; optimized code
; optimized using Dynamic PGO
; fp based frame
; fully interruptible
; with Dynamic PGO: fgCalledCount is 1880576
; 4 inlinees with PGO data; 8 single block inlinees; 1 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
            stp     fp, lr, [sp, #-0x30]!
            stp     x19, x20, [sp, #0x10]
            stp     x21, x22, [sp, #0x20]
            mov     fp, sp
            mov     x19, x0
            mov     x21, x1
            mov     x20, x2
 
G_M000_IG02:                ;; offset=0x001C
            ldapurb w0, [x19, #0x48]
            cbnz    w0, G_M000_IG07
 
G_M000_IG03:                ;; offset=0x0024
            ldr     x0, [x19, #0x30]
            cbz     x0, G_M000_IG08
            ldapur  x2, [x0, #0x88]
 
G_M000_IG04:                ;; offset=0x0030
            cmp     x2, x21
            blt     G_M000_IG12
 
G_M000_IG05:                ;; offset=0x0038
            cmp     x2, x20
            csel    x20, x2, x20, le
            ldr     x22, [x19, #0x10]
            cbnz    x22, G_M000_IG15
            mov     x0, x20
 
G_M000_IG06:                ;; offset=0x004C
            ldp     x21, x22, [sp, #0x20]
            ldp     x19, x20, [sp, #0x10]
            ldp     fp, lr, [sp], #0x30
            ret     lr
 
G_M000_IG07:                ;; offset=0x005C
            movz    x0, #0x6178
            movk    x0, #0x6D2 LSL #16
            movk    x0, #85 LSL #32
            ldr     x0, [x0]
            blr     x0
            b       G_M000_IG03
 
G_M000_IG08:                ;; offset=0x0074
            ldr     x2, [x19, #0x28]
            movn    x0, #0x8000 LSL #48
            mov     w1, wzr
            b       G_M000_IG11
 
G_M000_IG09:                ;; offset=0x0084
            add     x3, x2, #16
            ldr     x3, [x3, w1, UXTW #3]
            ldapur  x3, [x3, #0x88]
            cmp     x0, x3
            ble     G_M000_IG10
            mov     x0, x3
            b       G_M000_IG10
 
G_M000_IG10:                ;; offset=0x00A0
            add     w1, w1, #1
 
G_M000_IG11:                ;; offset=0x00A4
            ldr     w3, [x2, #0x08]
            cmp     w3, w1
            bgt     G_M000_IG09
            mov     x2, x0
            b       G_M000_IG04
 
G_M000_IG12:                ;; offset=0x00B8
            mov     x0, x19
            mov     x1, x21
            movz    x2, #0x6118
            movk    x2, #0x6D2 LSL #16
            movk    x2, #85 LSL #32
            ldr     x2, [x2]
            blr     x2
            cmp     x0, x21
            bge     G_M000_IG14
 
G_M000_IG13:                ;; offset=0x00DC
            ldp     x21, x22, [sp, #0x20]
            ldp     x19, x20, [sp, #0x10]
            ldp     fp, lr, [sp], #0x30
            ret     lr
 
G_M000_IG14:                ;; offset=0x00EC
            mov     x2, x0
            b       G_M000_IG05
 
G_M000_IG15:                ;; offset=0x00F4
            mov     x0, x22
            mov     x1, x21
            mov     x2, x20
            movz    x3, #0x5B40
            movk    x3, #0x6CD LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            blr     x3
            cmp     x0, x21
            bge     G_M000_IG16
            mov     x0, x19
            mov     x1, x22
            mov     x2, x21
            mov     x3, x20
            movz    x4, #0x6148
            movk    x4, #0x6D2 LSL #16
            movk    x4, #85 LSL #32
            ldr     x4, [x4]
            blr     x4
            b       G_M000_IG16
 
G_M000_IG16:                ;; offset=0x0144
            ldp     x21, x22, [sp, #0x20]
            ldp     x19, x20, [sp, #0x10]
            ldp     fp, lr, [sp], #0x30
            ret     lr
 
; Total bytes of code 340


; Assembly listing for method Disruptor.SequenceBarrier:WaitFor(long,System.Threading.CancellationToken):Disruptor.SequenceWaitResult:this (FullOpts)
; Emitting BLENDED_CODE for generic ARM64 on Unix
; FullOpts code
; optimized code
; optimized using Synthesized PGO
; fp based frame
; fully interruptible
; with Synthesized PGO: fgCalledCount is 100
; No PGO data
; 2 inlinees with PGO data; 4 single block inlinees; 1 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
            stp     fp, lr, [sp, #-0x20]!
            mov     fp, sp
            str     x2, [fp, #0x18]
 
G_M000_IG02:                ;; offset=0x000C
            ldr     x2, [fp, #0x18]
            cbz     x2, G_M000_IG04
 
G_M000_IG03:                ;; offset=0x0014
            ldr     x2, [fp, #0x18]
            ldapur  w2, [x2, #0x20]
            cbnz    w2, G_M000_IG14
 
G_M000_IG04:                ;; offset=0x0020
            ldr     x2, [x0, #0x18]
            movn    x3, #0x8000 LSL #48
            ldr     x2, [x2, #0x10]
            ldr     w4, [x2, #0x08]
            cmp     w4, #0
            ble     G_M000_IG09
 
G_M000_IG05:                ;; offset=0x0038
            add     x2, x2, #16
            b       G_M000_IG07
            align   [0 bytes for IG06]
            align   [0 bytes]
            align   [0 bytes]
            align   [0 bytes]
 
G_M000_IG06:                ;; offset=0x0040
            sub     w4, w4, #1
            cbz     w4, G_M000_IG09
 
G_M000_IG07:                ;; offset=0x0048
            ldr     x5, [x2], #0x08
            ldapur  x5, [x5, #0x40]
            cmp     x5, x3
            bge     G_M000_IG06
 
G_M000_IG08:                ;; offset=0x0058
            mov     x3, x5
            b       G_M000_IG06
 
G_M000_IG09:                ;; offset=0x0060
            cmp     x3, x1
            blt     G_M000_IG12
 
G_M000_IG10:                ;; offset=0x0068
            mov     x0, x3
 
G_M000_IG11:                ;; offset=0x006C
            ldp     fp, lr, [sp], #0x20
            ret     lr
 
G_M000_IG12:                ;; offset=0x0074
            ldr     x2, [fp, #0x18]
            movz    x3, #0xDE60
            movk    x3, #0x6E9 LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            blr     x3
 
G_M000_IG13:                ;; offset=0x008C
            ldp     fp, lr, [sp], #0x20
            ret     lr
 
G_M000_IG14:                ;; offset=0x0094
            add     x0, fp, #24
            movz    x1, #0xDE48
            movk    x1, #0x6E9 LSL #16
            movk    x1, #85 LSL #32
            ldr     x1, [x1]
            blr     x1
            brk     #0
 
; Total bytes of code 176


; Assembly listing for method NDisruptor.Benchmarks.Micro.ConsumePath:DisruptorNetBarrierWait():long:this (Tier1)
; Emitting BLENDED_CODE for generic ARM64 on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; fp based frame
; fully interruptible
; with Synthesized PGO: fgCalledCount is 18
; 2 inlinees with PGO data; 6 single block inlinees; 2 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
            stp     fp, lr, [sp, #-0x30]!
            stp     x19, x20, [sp, #0x18]
            str     x21, [sp, #0x28]
            mov     fp, sp
            str     xzr, [fp, #0x10]
 
G_M000_IG02:                ;; offset=0x0014
            ldr     x19, [x0, #0x60]
            mov     x20, xzr
            mov     x21, xzr
            b       G_M000_IG08
            align   [0 bytes for IG03]
            align   [0 bytes]
            align   [0 bytes]
            align   [0 bytes]
 
G_M000_IG03:                ;; offset=0x0024
            mov     x3, x2
 
G_M000_IG04:                ;; offset=0x0028
            sub     w1, w1, #1
            cbz     w1, G_M000_IG06
 
G_M000_IG05:                ;; offset=0x0030
            ldr     x2, [x0], #0x08
            ldapur  x2, [x2, #0x40]
            cmp     x2, x3
            bge     G_M000_IG04
            b       G_M000_IG03
 
G_M000_IG06:                ;; offset=0x0044
            cmp     x3, x21
            blt     G_M000_IG14
 
G_M000_IG07:                ;; offset=0x004C
            add     x20, x20, x3
            add     x21, x21, #1
            cmp     x21, #0x3E8
            bge     G_M000_IG12
 
G_M000_IG08:                ;; offset=0x005C
            str     xzr, [fp, #0x10]
            ldrsb   wzr, [x19]
            ldr     x0, [fp, #0x10]
            cbz     x0, G_M000_IG10
 
G_M000_IG09:                ;; offset=0x006C
            ldr     x0, [fp, #0x10]
            ldapur  w0, [x0, #0x20]
            cbnz    w0, G_M000_IG15
 
G_M000_IG10:                ;; offset=0x0078
            ldr     x0, [x19, #0x18]
            movn    x3, #0x8000 LSL #48
            ldr     x0, [x0, #0x10]
            ldr     w1, [x0, #0x08]
            cmp     w1, #0
            ble     G_M000_IG06
 
G_M000_IG11:                ;; offset=0x0090
            add     x0, x0, #16
            b       G_M000_IG05
 
G_M000_IG12:                ;; offset=0x0098
            mov     x0, x20
 
G_M000_IG13:                ;; offset=0x009C
            ldr     x21, [sp, #0x28]
            ldp     x19, x20, [sp, #0x18]
            ldp     fp, lr, [sp], #0x30
            ret     lr
 
G_M000_IG14:                ;; offset=0x00AC
            mov     x0, x19
            mov     x1, x21
            ldr     x2, [fp, #0x10]
            movz    x3, #0xDE60
            movk    x3, #0x6E9 LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            blr     x3
            mov     x3, x0
            b       G_M000_IG07
 
G_M000_IG15:                ;; offset=0x00D4
            add     x0, fp, #16
            movz    x1, #0xDE48
            movk    x1, #0x6E9 LSL #16
            movk    x1, #85 LSL #32
            ldr     x1, [x1]
            blr     x1
            brk     #0
 
; Total bytes of code 240


; Assembly listing for method NDisruptor.BatchEventProcessor`2[NDisruptor.Benchmarks.Contenders.LongEvent,NDisruptor.ValueEventHandlerInvoker`2[NDisruptor.Benchmarks.Contenders.LongEvent,NDisruptor.Benchmarks.Micro.ConsumePath+HaltingSum]]:Consume():this (FullOpts)
; Emitting BLENDED_CODE for generic ARM64 on Unix
; FullOpts code
; optimized code
; optimized using Synthesized PGO
; fp based frame
; fully interruptible
; with Synthesized PGO: fgCalledCount is 100
; No PGO data
; 0 inlinees with PGO data; 16 single block inlinees; 11 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
            stp     fp, lr, [sp, #-0x50]!
            stp     x19, x20, [sp, #0x18]
            stp     x21, x22, [sp, #0x28]
            stp     x23, x24, [sp, #0x38]
            str     x25, [sp, #0x48]
            mov     fp, sp
            mov     x19, x0
 
G_M000_IG02:                ;; offset=0x001C
            ldr     x14, [x19, #0x08]
            ldr     x14, [x14, #0x10]
            ldapur  x15, [x14, #0x38]
            add     x14, x19, #96
            bl      CORINFO_HELP_ASSIGN_REF
            ldr     x0, [x19, #0x38]
            ldapur  x0, [x0, #0x88]
            add     x20, x0, #1
            b       G_M000_IG22
 
G_M000_IG03:                ;; offset=0x0040
            movz    x0, #0x3888
            movk    x0, #0x65C0 LSL #16
            movk    x0, #85 LSL #32
            ldr     x0, [x0]
            ldr     x0, [x0, #0x08]
            ldr     x0, [x0, #0x08]
            cbz     x0, G_M000_IG05
 
G_M000_IG04:                ;; offset=0x005C
            add     x0, x19, #72
            sub     x1, x21, x20
            add     x1, x1, #1
            movz    x2, #0xEE50
            movk    x2, #0x6E9 LSL #16
            movk    x2, #85 LSL #32
            ldr     x2, [x2]
            blr     x2
 
G_M000_IG05:                ;; offset=0x007C
            ldr     x0, [x19, #0x18]
            ldapur  x0, [x0, #0x98]
            cmp     x0, x20
            bge     G_M000_IG27
 
G_M000_IG06:                ;; offset=0x008C
            ldr     x0, [x19, #0x70]
            cbnz    x0, G_M000_IG26
 
G_M000_IG07:                ;; offset=0x0094
            str     x21, [x19, #0x88]
            sub     x0, x21, x20
            cmp     x0, #63
            bge     G_M000_IG25
 
G_M000_IG08:                ;; offset=0x00A4
            add     x22, x19, #88
            ldr     x0, [x19, #0x08]
            ldp     x23, x24, [x0, #0x40]
            add     x25, x19, #128
 
G_M000_IG09:                ;; offset=0x00B4
            str     x20, [x25]
            and     x0, x20, x24
            ldr     x0, [x23, x0, LSL #3]
            ldr     x11, [x22]
            ldr     x1, [x11, #0x18]
            add     x0, x1, x0
            add     x0, x0, x20
            str     x0, [x11, #0x18]
            ldr     x0, [x22]
            ldr     x11, [x0, #0x10]
            cmp     x20, x11
            bne     G_M000_IG11
 
G_M000_IG10:                ;; offset=0x00E4
            ldr     x0, [x0, #0x08]
            movz    x11, #0x4060
            movk    x11, #893 LSL #16
            movk    x11, #85 LSL #32
            ldr     xip0, [x11]
            blr     xip0
 
G_M000_IG11:                ;; offset=0x00FC
            add     x20, x20, #1
            cmp     x20, x21
            ble     G_M000_IG09
 
G_M000_IG12:                ;; offset=0x0108
            mov     x0, #0x8000000000000000
            str     x0, [x19, #0x88]
 
G_M000_IG13:                ;; offset=0x0110
            mov     x0, #0x8000000000000000
            cmp     x20, x0
            beq     G_M000_IG24
 
G_M000_IG14:                ;; offset=0x011C
            ldr     x0, [x19, #0x38]
            stlur   x21, [x0, #0x88]
            ldr     x0, [x19, #0x28]
            cbz     x0, G_M000_IG17
 
G_M000_IG15:                ;; offset=0x012C
            ldr     x0, [x0, #0x08]
            ldrsb   wzr, [x0]
            dmb     ish
            ldapur  w1, [x0, #0x10]
            cbz     w1, G_M000_IG17
 
G_M000_IG16:                ;; offset=0x0140
            movz    x1, #0xEEB0
            movk    x1, #0x6E9 LSL #16
            movk    x1, #85 LSL #32
            ldr     x1, [x1]
            blr     x1
 
G_M000_IG17:                ;; offset=0x0154
            ldr     x0, [x19, #0x60]
            cbz     x0, G_M000_IG20
 
G_M000_IG18:                ;; offset=0x015C
            ldapur  w1, [x0, #0x10]
            cbz     w1, G_M000_IG20
 
G_M000_IG19:                ;; offset=0x0164
            movz    x1, #0xEEC8
            movk    x1, #0x6E9 LSL #16
            movk    x1, #85 LSL #32
            ldr     x1, [x1]
            blr     x1
 
G_M000_IG20:                ;; offset=0x0178
            ldr     x0, [x19, #0x30]
            ldapur  x1, [x0, #0xB0]
            cbz     x1, G_M000_IG22
 
G_M000_IG21:                ;; offset=0x0184
            mov     x1, x21
            movz    x2, #0xE880
            movk    x2, #0x6C0 LSL #16
            movk    x2, #85 LSL #32
            ldr     x2, [x2]
            blr     x2
 
G_M000_IG22:                ;; offset=0x019C
            mov     x0, x19
            mov     x1, x20
            movz    x2, #0xEEE0
            movk    x2, #0x6E9 LSL #16
            movk    x2, #85 LSL #32
            ldr     x2, [x2]
            blr     x2
            mov     x21, x0
            cmp     x21, x20
            bge     G_M000_IG03
 
G_M000_IG23:                ;; offset=0x01C4
            mov     x0, #0x8000000000000000
            cmp     x21, x0
            bne     G_M000_IG22
 
G_M000_IG24:                ;; offset=0x01D0
            ldr     x25, [sp, #0x48]
            ldp     x23, x24, [sp, #0x38]
            ldp     x21, x22, [sp, #0x28]
            ldp     x19, x20, [sp, #0x18]
            ldp     fp, lr, [sp], #0x50
            ret     lr
 
G_M000_IG25:                ;; offset=0x01E8
            mov     x0, x19
            mov     x1, x20
            mov     x2, x21
            movz    x3, #0xEE68
            movk    x3, #0x6E9 LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            blr     x3
            mov     x20, x0
            b       G_M000_IG12
 
G_M000_IG26:                ;; offset=0x0210
            mov     x0, x19
            mov     x1, x20
            mov     x2, x21
            movz    x3, #0xEE80
            movk    x3, #0x6E9 LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            blr     x3
            mov     x20, x0
            b       G_M000_IG13
 
G_M000_IG27:                ;; offset=0x0238
            mov     x0, x19
            mov     x1, x20
            mov     x2, x21
            movz    x3, #0xEE98
            movk    x3, #0x6E9 LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            blr     x3
            mov     x20, x0
            b       G_M000_IG13
 
; Total bytes of code 608


; Assembly listing for method NDisruptor.BatchEventProcessor`2[NDisruptor.Benchmarks.Contenders.LongEvent,NDisruptor.ValueEventHandlerInvoker`2[NDisruptor.Benchmarks.Contenders.LongEvent,NDisruptor.Benchmarks.Micro.ConsumePath+HaltingSum]]:AwaitBatch(long):long:this (Tier1)
; Emitting BLENDED_CODE for generic ARM64 on Unix
; Tier1 code
; optimized code
; optimized using Dynamic PGO
; fp based frame
; fully interruptible
; with Dynamic PGO: fgCalledCount is 89
; 10 inlinees with PGO data; 11 single block inlinees; 1 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
            stp     fp, lr, [sp, #-0x30]!
            stp     x19, x20, [sp, #0x10]
            stp     x21, x22, [sp, #0x20]
            mov     fp, sp
            mov     x20, x0
            mov     x19, x1
 
G_M000_IG02:                ;; offset=0x0018
            ldr     x21, [x20, #0x10]
            ldr     x0, [x20, #0x78]
            add     x0, x19, x0
            sub     x22, x0, #1
            ldr     x0, [x21, #0x38]
            cbnz    x0, G_M000_IG15
 
G_M000_IG03:                ;; offset=0x0030
            ldr     x3, [x21, #0x30]
            cbz     x3, G_M000_IG17
            ldapur  x2, [x3, #0x88]
 
G_M000_IG04:                ;; offset=0x003C
            sub     x3, x2, x19
            ldr     w0, [x20, #0xA0]
            sub     w0, w0, #1
            cmp     x3, w0, SXTW
            blo     G_M000_IG21
 
G_M000_IG05:                ;; offset=0x0050
            ldapurb w0, [x21, #0x48]
            cbnz    w0, G_M000_IG12
 
G_M000_IG06:                ;; offset=0x0058
            ldr     x0, [x21, #0x30]
            cbz     x0, G_M000_IG24
            ldapur  x0, [x0, #0x88]
 
G_M000_IG07:                ;; offset=0x0064
            ldr     x1, [x21, #0x10]
            mov     x2, #0x8000000000000000
            cmp     x1, #0
            csel    x0, x0, x2, eq
 
G_M000_IG08:                ;; offset=0x0074
            cmp     x0, x19
            blt     G_M000_IG13
 
G_M000_IG09:                ;; offset=0x007C
            cmp     x0, x19
            blt     G_M000_IG14
 
G_M000_IG10:                ;; offset=0x0084
            cmp     x0, x22
            csel    x0, x0, x22, le
 
G_M000_IG11:                ;; offset=0x008C
            ldp     x21, x22, [sp, #0x20]
            ldp     x19, x20, [sp, #0x10]
            ldp     fp, lr, [sp], #0x30
            ret     lr
 
G_M000_IG12:                ;; offset=0x009C
            mov     x0, #0x8000000000000000
            b       G_M000_IG08
 
G_M000_IG13:                ;; offset=0x00A4
            mov     x0, x20
            mov     x1, x19
            mov     x2, x22
            movz    x3, #0xEFA0
            movk    x3, #0x6E9 LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            blr     x3
            b       G_M000_IG09
 
G_M000_IG14:                ;; offset=0x00C8
            ldp     x21, x22, [sp, #0x20]
            ldp     x19, x20, [sp, #0x10]
            ldp     fp, lr, [sp], #0x30
            ret     lr
 
G_M000_IG15:                ;; offset=0x00D8
            add     x1, x0, #632
            ldp     x2, x1, [x1, #0x08]
            and     x1, x19, x1
            add     x1, x2, x1,  LSL #2
            ldapr   w1, [x1]
            ldr     w0, [x0, #0x290]
            lsr     x0, x19, x0
            cmp     w1, w0
            beq     G_M000_IG03
            movz    x0, #0xF5B8
            movk    x0, #0x6F6 LSL #16
            movk    x0, #85 LSL #32
            bl      CORINFO_HELP_GET_NONGCSTATIC_BASE
            movz    x3, #0xB298
            movk    x3, #892 LSL #16
            movk    x3, #85 LSL #32
            ldr     w3, [x3]
            mov     x1, x19
            mov     x2, x22
            mov     x0, x21
            movz    x4, #0xFE28
            movk    x4, #0x6E9 LSL #16
            movk    x4, #85 LSL #32
            ldr     x4, [x4]
            blr     x4
            cmp     x0, x19
            blt     G_M000_IG03
 
G_M000_IG16:                ;; offset=0x0144
            ldp     x21, x22, [sp, #0x20]
            ldp     x19, x20, [sp, #0x10]
            ldp     fp, lr, [sp], #0x30
            ret     lr
 
G_M000_IG17:                ;; offset=0x0154
            ldr     x2, [x21, #0x28]
            movn    x3, #0x8000 LSL #48
            mov     w0, wzr
            b       G_M000_IG20
 
G_M000_IG18:                ;; offset=0x0164
            add     x1, x2, #16
            ldr     x1, [x1, w0, UXTW #3]
            ldapur  x1, [x1, #0x88]
            cmp     x3, x1
            ble     G_M000_IG19
            mov     x3, x1
            b       G_M000_IG19
 
G_M000_IG19:                ;; offset=0x0180
            add     w0, w0, #1
 
G_M000_IG20:                ;; offset=0x0184
            ldr     w1, [x2, #0x08]
            cmp     w1, w0
            bgt     G_M000_IG18
            mov     x2, x3
            b       G_M000_IG04
 
G_M000_IG21:                ;; offset=0x0198
            ldr     w3, [x20, #0xA0]
            mov     x0, x21
            mov     x1, x19
            movz    x4, #0xEF40
            movk    x4, #0x6E9 LSL #16
            movk    x4, #85 LSL #32
            ldr     x4, [x4]
            blr     x4
            ldr     w1, [x20, #0xA0]
            sub     x2, x0, x19
            add     x2, x2, #1
            cmp     x2, w1, SXTW
            bge     G_M000_IG22
            movn    x2, #0x8000 LSL #48
            b       G_M000_IG23
 
G_M000_IG22:                ;; offset=0x01D4
            asr     w2, w1, #31
            and     w2, w2, #3
            add     w1, w2, w1
            asr     w1, w1, #2
            sub     x2, x0, w1, SXTW
 
G_M000_IG23:                ;; offset=0x01E8
            cmp     x22, x2
            csel    x22, x22, x2, le
            b       G_M000_IG05
 
G_M000_IG24:                ;; offset=0x01F4
            ldr     x0, [x21, #0x28]
            movn    x1, #0x8000 LSL #48
            mov     w2, wzr
            b       G_M000_IG27
 
G_M000_IG25:                ;; offset=0x0204
            add     x3, x0, #16
            ldr     x3, [x3, w2, UXTW #3]
            ldapur  x3, [x3, #0x88]
            cmp     x1, x3
            ble     G_M000_IG26
            mov     x1, x3
            b       G_M000_IG26
 
G_M000_IG26:                ;; offset=0x0220
            add     w2, w2, #1
 
G_M000_IG27:                ;; offset=0x0224
            ldr     w3, [x0, #0x08]
            cmp     w3, w2
            bgt     G_M000_IG25
            mov     x0, x1
            b       G_M000_IG07
 
; Total bytes of code 568


; Assembly listing for method NDisruptor.Benchmarks.Micro.ConsumePath:ValueBatch():long:this (Tier1)
; Emitting BLENDED_CODE for generic ARM64 on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; fp based frame
; fully interruptible
; with Synthesized PGO: fgCalledCount is 100
; No PGO data
; 13 inlinees with PGO data; 25 single block inlinees; 4 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
            stp     fp, lr, [sp, #-0x60]!
            stp     x19, x20, [sp, #0x38]
            stp     x21, x22, [sp, #0x48]
            str     x23, [sp, #0x58]
            mov     fp, sp
            str     xzr, [fp, #0x10]
 
G_M000_IG02:                ;; offset=0x0018
            ldr     x1, [x0, #0x20]
            str     x1, [fp, #0x28]
            ldr     x19, [x0, #0x08]
            mov     w20, wzr
 
G_M000_IG03:                ;; offset=0x0028
            ldr     x0, [x19, #0x10]
            ldr     w1, [x0, #0x50]
            cmp     w1, #0x3FF
            bls     G_M000_IG33
            add     x1, fp, #52
            asr     x1, x1, #16
            ldr     x2, [x19, #0x18]
            cbz     x2, G_M000_IG10
            ldr     x0, [x2, #0x300]
            ldr     x3, [x2, #0x308]
            add     x21, x0, #0x400
            ldr     x0, [x2, #0x318]
            eor     x0, x1, x0
            sub     x3, x3, x21
            orr     x0, x0, x3,  ASR #63
            cbnz    x0, G_M000_IG10
 
G_M000_IG04:                ;; offset=0x0068
            str     x21, [x2, #0x300]
 
G_M000_IG05:                ;; offset=0x006C
            sub     x22, x21, #0x3FF
            ldapur  x23, [x19, #0x30]
            cbz     x23, G_M000_IG27
            ldr     x0, [x23, #0x300]
            ldr     x1, [x23, #0x310]
            sub     x2, x0, x21
            sub     x0, x0, x1
            sub     x3, x21, x22
            sub     x1, x21, x1
            cmp     x2, x0
            ccmp    x3, x1, c, lo
            bhs     G_M000_IG32
 
G_M000_IG06:                ;; offset=0x009C
            str     x21, [x23, #0x310]
            ldr     x0, [x23, #0x18]
            stlur   x21, [x0, #0x88]
 
G_M000_IG07:                ;; offset=0x00A8
            add     w20, w20, #0x400
            cmp     w20, #16, LSL #12
            blt     G_M000_IG03
 
G_M000_IG08:                ;; offset=0x00B4
            ldr     x0, [x19, #0x10]
            ldr     x0, [x0, #0x18]
            ldapur  x0, [x0, #0x88]
            ldr     x1, [fp, #0x28]
            str     x0, [x1, #0x10]
            ldr     x0, [x1, #0x08]
            ldr     x2, [x0]
            movz    x3, #784
            movk    x3, #0x6CE LSL #16
            movk    x3, #85 LSL #32
            cmp     x2, x3
            bne     G_M000_IG37
            str     x0, [fp, #0x20]
            add     x0, x0, #64
            ldapr   w2, [x0]
            tbnz    w2, #0, G_M000_IG35
 
G_M000_IG09:                ;; offset=0x00F4
            add     w3, w2, #4
            orr     w3, w3, #1
            mov     w4, w2
            casal   w4, w3, [x0]
            cmp     w4, w2
            bne     G_M000_IG34
            bl      System.Environment:get_CurrentManagedThreadId():int
            ldr     x3, [fp, #0x20]
            str     w0, [x3, #0x50]
            ldr     x0, [x3, #0x08]
            ldr     x0, [x0, #0x10]
            str     x0, [fp, #0x18]
            ldr     x0, [fp, #0x18]
            add     x1, x0, #84
            mov     w2, #1
            ldaddal w2, w1, [x1]
            b       G_M000_IG17
 
G_M000_IG10:                ;; offset=0x0138
            ldr     x0, [x19, #0x20]
            cbz     x0, G_M000_IG16
 
G_M000_IG11:                ;; offset=0x0140
            ldr     x1, [x19, #0x28]
            add     x2, x0, #792
            ldapr   x2, [x2]
            ldrsb   wzr, [x1], #0x88
            mov     x3, x1
            mov     x4, x3
            eor     x5, x4, #8
            sub     x4, x5, x4
            add     x3, x4, x3
            ldapr   x4, [x3]
            add     x4, x4, #0x400
            cmp     x4, x2
            bgt     G_M000_IG15
 
G_M000_IG12:                ;; offset=0x0174
            mov     x4, #0x400
            ldaddal x4, x1, [x1]
            add     x21, x1, #0x400
            stlr    x21, [x3]
            cmp     x21, x2
            ble     G_M000_IG14
 
G_M000_IG13:                ;; offset=0x018C
            ldr     w1, [x0, #0x50]
            sub     x1, x21, w1, SXTW
            sub     x2, x21, #0x400
            mov     w3, wzr
            movz    x4, #0xFDC8
            movk    x4, #0x6E9 LSL #16
            movk    x4, #85 LSL #32
            ldr     x4, [x4]
            blr     x4
 
G_M000_IG14:                ;; offset=0x01B0
            b       G_M000_IG05
 
G_M000_IG15:                ;; offset=0x01B4
            mov     w1, #0x400
            movz    x2, #0xFDB0
            movk    x2, #0x6E9 LSL #16
            movk    x2, #85 LSL #32
            ldr     x2, [x2]
            blr     x2
            mov     x21, x0
            b       G_M000_IG14
 
G_M000_IG16:                ;; offset=0x01D4
            ldr     x0, [x19, #0x18]
            mov     w2, #0x400
            movz    x3, #0xFA98
            movk    x3, #0x6C0 LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            ldr     wzr, [x0]
            blr     x3
            mov     x21, x0
            b       G_M000_IG14
 
G_M000_IG17:                ;; offset=0x01FC
            ldr     x1, [x3, #0x10]
            stlurb  wzr, [x1, #0x48]
            dmb     ish
 
G_M000_IG18:                ;; offset=0x0208
            ldr     x0, [x3, #0x20]
            add     x1, x3, #88
            add     x2, x3, #72
            movz    x4, #0xEB80
            movk    x4, #0x6E9 LSL #16
            movk    x4, #85 LSL #32
            ldr     x4, [x4]
            ldr     wzr, [x0]
            blr     x4
            cbz     w0, G_M000_IG23
 
G_M000_IG19:                ;; offset=0x0230
            ldr     x3, [fp, #0x20]
            ldapur  w0, [x3, #0x40]
            tbnz    w0, #1, G_M000_IG23
 
G_M000_IG20:                ;; offset=0x023C
            ldr     x3, [fp, #0x20]
 
G_M000_IG21:                ;; offset=0x0240
            mov     x0, x3
            movz    x1, #0xED48
            movk    x1, #0x6E9 LSL #16
            movk    x1, #85 LSL #32
            ldr     x1, [x1]
            blr     x1
            b       G_M000_IG23
 
G_M000_IG22:                ;; offset=0x025C
            ldr     x0, [fp, #0x20]
            ldr     x1, [fp, #0x10]
            movz    x2, #0xED60
            movk    x2, #0x6E9 LSL #16
            movk    x2, #85 LSL #32
            ldr     x2, [x2]
            blr     x2
            cbnz    w0, G_M000_IG20
 
G_M000_IG23:                ;; offset=0x027C
            ldr     x3, [fp, #0x20]
            ldr     x0, [x3, #0x20]
            add     x1, x3, #88
            add     x2, x3, #72
            movz    x4, #0xEBB0
            movk    x4, #0x6E9 LSL #16
            movk    x4, #85 LSL #32
            ldr     x4, [x4]
            ldr     wzr, [x0]
            blr     x4
 
G_M000_IG24:                ;; offset=0x02A4
            ldr     x0, [fp, #0x18]
            add     x0, x0, #84
            movn    w1, #0
            ldaddal w1, w0, [x0]
            ldr     x3, [fp, #0x20]
            add     x0, x3, #64
            movn    w1, #3
            mvn     w2, w1
            ldclral w2, w0, [x0]
            ldr     x0, [x3, #0x20]
            add     x0, x0, #32
            mov     x1, xzr
            swpal   x1, x0, [x0]
            cbnz    x0, G_M000_IG36
 
G_M000_IG25:                ;; offset=0x02DC
            ldr     x1, [fp, #0x28]
            ldr     x0, [x1, #0x18]
 
G_M000_IG26:                ;; offset=0x02E4
            ldr     x23, [sp, #0x58]
            ldp     x21, x22, [sp, #0x48]
            ldp     x19, x20, [sp, #0x38]
            ldp     fp, lr, [sp], #0x60
            ret     lr
 
G_M000_IG27:                ;; offset=0x02F8
            ldr     x23, [x19, #0x20]
            cbz     x23, G_M000_IG28
            mov     x0, x23
            mov     x1, x22
            mov     x2, x21
            movz    x3, #0xFDE0
            movk    x3, #0x6E9 LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            blr     x3
            mov     x0, x23
            mov     x1, x22
            mov     x2, x21
            movz    x3, #0xFDF8
            movk    x3, #0x6E9 LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            blr     x3
            b       G_M000_IG07
 
G_M000_IG28:                ;; offset=0x0344
            ldr     x23, [x19, #0x18]
            ldr     x0, [x23, #0x300]
            ldr     x1, [x23, #0x310]
            sub     x2, x0, x21
            sub     x0, x0, x1
            cmp     x2, x0
            bhs     G_M000_IG29
            sub     x0, x21, x22
            sub     x1, x21, x1
            cmp     x0, x1
            blo     G_M000_IG30
 
G_M000_IG29:                ;; offset=0x0370
            mov     x0, x23
            mov     x1, x22
            mov     x2, x21
            movz    x3, #0xFB70
            movk    x3, #0x6C0 LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            blr     x3
 
G_M000_IG30:                ;; offset=0x0390
            str     x21, [x23, #0x310]
            ldr     x0, [x23, #0x18]
            stlur   x21, [x0, #0x88]
            ldrb    w0, [x23, #0x59]
            cbz     w0, G_M000_IG07
            ldrb    w0, [x23, #0x58]
            cbz     w0, G_M000_IG31
            mov     x0, x23
            movz    x1, #0xFE10
            movk    x1, #0x6E9 LSL #16
            movk    x1, #85 LSL #32
            ldr     x1, [x1]
            blr     x1
 
G_M000_IG31:                ;; offset=0x03C4
            ldapur  x0, [x23, #0x38]
            cbz     x0, G_M000_IG07
            ldapur  w1, [x0, #0x10]
            cbz     w1, G_M000_IG07
            movz    x1, #0xEEC8
            movk    x1, #0x6E9 LSL #16
            movk    x1, #85 LSL #32
            ldr     x1, [x1]
            blr     x1
            b       G_M000_IG07
 
G_M000_IG32:                ;; offset=0x03EC
            mov     x0, x23
            mov     x1, x22
            mov     x2, x21
            movz    x3, #0xFB70
            movk    x3, #0x6C0 LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            blr     x3
            b       G_M000_IG06
 
G_M000_IG33:                ;; offset=0x0410
            mov     w1, #0x400
            movz    x2, #0xFA68
            movk    x2, #0x6C0 LSL #16
            movk    x2, #85 LSL #32
            ldr     x2, [x2]
            blr     x2
            brk     #0
 
G_M000_IG34:                ;; offset=0x042C
            sxtw    w2, w4
            tbz     w2, #0, G_M000_IG09
 
G_M000_IG35:                ;; offset=0x0434
            movz    x0, #0x7798
            movk    x0, #0x52A LSL #16
            movk    x0, #85 LSL #32
            bl      CORINFO_HELP_NEWSFAST
            mov     x19, x0
            mov     w0, #0x4BFD
            movz    x1, #0x7C38
            movk    x1, #0x4F3 LSL #16
            movk    x1, #85 LSL #32
            movz    x2, #0x6C70
            movk    x2, #0x51E LSL #16
            movk    x2, #85 LSL #32
            ldr     x2, [x2]
            blr     x2
            mov     x20, x0
            ldr     x0, [fp, #0x20]
            movz    x1, #0xFEA0
            movk    x1, #0x6CD LSL #16
            movk    x1, #85 LSL #32
            ldr     x1, [x1]
            blr     x1
            movz    x1, #0xD638
            movk    x1, #0x51E LSL #16
            movk    x1, #85 LSL #32
            ldr     x1, [x1]
            blr     x1
            movz    x1, #0xA1A8
            movk    x1, #892 LSL #16
            movk    x1, #85 LSL #32
            ldr     x1, [x1]
            blr     x1
            mov     x21, x0
            mov     w0, #0x4C23
            movz    x1, #0x7C38
            movk    x1, #0x4F3 LSL #16
            movk    x1, #85 LSL #32
            movz    x2, #0x6C70
            movk    x2, #0x51E LSL #16
            movk    x2, #85 LSL #32
            ldr     x2, [x2]
            blr     x2
            mov     x2, x0
            mov     x0, x20
            mov     x1, x21
            movz    x3, #0xE8B0
            movk    x3, #0x51E LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            blr     x3
            mov     x1, x0
            mov     x0, x19
            movz    x2, #0x6D60
            movk    x2, #0x559 LSL #16
            movk    x2, #85 LSL #32
            ldr     x2, [x2]
            blr     x2
            mov     x0, x19
            bl      CORINFO_HELP_THROW
            brk     #0
 
G_M000_IG36:                ;; offset=0x0520
            movz    x1, #0xFE40
            movk    x1, #0x6E9 LSL #16
            movk    x1, #85 LSL #32
            ldr     x1, [x1]
            blr     x1
            movz    x1, #0xEA60
            movk    x1, #0x6E9 LSL #16
            movk    x1, #85 LSL #32
            ldr     x1, [x1]
            ldr     wzr, [x0]
            blr     x1
            brk     #0
 
G_M000_IG37:                ;; offset=0x0550
            movz    x11, #0x4138
            movk    x11, #893 LSL #16
            movk    x11, #85 LSL #32
            ldr     xip0, [x11]
            blr     xip0
            b       G_M000_IG25
 
G_M000_IG38:                ;; offset=0x0568
            stp     fp, lr, [sp, #-0x40]!
            stp     x19, x20, [sp, #0x18]
            stp     x21, x22, [sp, #0x28]
            str     x23, [sp, #0x38]
 
G_M000_IG39:                ;; offset=0x0578
            mov     x1, x0
            movz    x0, #0x5D8
            movk    x0, #0x496 LSL #16
            movk    x0, #85 LSL #32
            bl      CORINFO_HELP_ISINSTANCEOFCLASS
            cbnz    x0, G_M000_IG41
 
G_M000_IG40:                ;; offset=0x0590
            mov     w0, wzr
            b       G_M000_IG42
 
G_M000_IG41:                ;; offset=0x0598
            str     x0, [fp, #0x10]
            ldr     x0, [fp, #0x20]
            ldr     x1, [x0, #0x88]
            mov     x2, #0x8000000000000000
            cmp     x1, x2
            cset    x1, ne
            mov     w0, w1
 
G_M000_IG42:                ;; offset=0x05B4
            ldr     x23, [sp, #0x38]
            ldp     x21, x22, [sp, #0x28]
            ldp     x19, x20, [sp, #0x18]
            ldp     fp, lr, [sp], #0x40
            ret     lr
 
G_M000_IG43:                ;; offset=0x05C8
            stp     fp, lr, [sp, #-0x40]!
            stp     x19, x20, [sp, #0x18]
            stp     x21, x22, [sp, #0x28]
            str     x23, [sp, #0x38]
 
G_M000_IG44:                ;; offset=0x05D8
            adr     x0, [G_M000_IG22]
 
G_M000_IG45:                ;; offset=0x05DC
            ldr     x23, [sp, #0x38]
            ldp     x21, x22, [sp, #0x28]
            ldp     x19, x20, [sp, #0x18]
            ldp     fp, lr, [sp], #0x40
            ret     lr
 
G_M000_IG46:                ;; offset=0x05F0
            stp     fp, lr, [sp, #-0x40]!
            stp     x19, x20, [sp, #0x18]
            stp     x21, x22, [sp, #0x28]
            str     x23, [sp, #0x38]
 
G_M000_IG47:                ;; offset=0x0600
            ldr     x0, [fp, #0x20]
            ldr     x0, [x0, #0x20]
            ldr     x3, [fp, #0x20]
            add     x1, x3, #88
            add     x2, x3, #72
            movz    x4, #0xEBB0
            movk    x4, #0x6E9 LSL #16
            movk    x4, #85 LSL #32
            ldr     x4, [x4]
            ldr     wzr, [x0]
            blr     x4
 
G_M000_IG48:                ;; offset=0x062C
            ldr     x23, [sp, #0x38]
            ldp     x21, x22, [sp, #0x28]
            ldp     x19, x20, [sp, #0x18]
            ldp     fp, lr, [sp], #0x40
            ret     lr
 
G_M000_IG49:                ;; offset=0x0640
            stp     fp, lr, [sp, #-0x40]!
            stp     x19, x20, [sp, #0x18]
            stp     x21, x22, [sp, #0x28]
            str     x23, [sp, #0x38]
 
G_M000_IG50:                ;; offset=0x0650
            ldr     x0, [fp, #0x18]
            add     x0, x0, #84
            movn    w1, #0
            ldaddal w1, w0, [x0]
            ldr     x3, [fp, #0x20]
            add     x3, x3, #64
            movn    w0, #3
            mvn     w1, w0
            ldclral w1, w0, [x3]
 
G_M000_IG51:                ;; offset=0x0674
            ldr     x23, [sp, #0x38]
            ldp     x21, x22, [sp, #0x28]
            ldp     x19, x20, [sp, #0x18]
            ldp     fp, lr, [sp], #0x40
            ret     lr
 
; Total bytes of code 1672


; Assembly listing for method NDisruptor.Benchmarks.Micro.ConsumePath:PublishEvents[NDisruptor.Benchmarks.Contenders.LongEvent](NDisruptor.RingBufferBase`1[NDisruptor.Benchmarks.Contenders.LongEvent]):long (Tier1)
; Emitting BLENDED_CODE for generic ARM64 on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; fp based frame
; fully interruptible
; with Synthesized PGO: fgCalledCount is 270
; 7 inlinees with PGO data; 13 single block inlinees; 4 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
            stp     fp, lr, [sp, #-0x40]!
            stp     x19, x20, [sp, #0x18]
            stp     x21, x22, [sp, #0x28]
            str     x23, [sp, #0x38]
            mov     fp, sp
            str     wzr, [fp, #0x14]
            mov     x19, x0
 
G_M000_IG02:                ;; offset=0x001C
            mov     w20, wzr
 
G_M000_IG03:                ;; offset=0x0020
            ldr     x0, [x19, #0x10]
            ldr     w1, [x0, #0x50]
            cmp     w1, #0x3FF
            bls     G_M000_IG24
            add     x1, fp, #20
            asr     x1, x1, #16
            ldr     x2, [x19, #0x18]
            cbz     x2, G_M000_IG10
            ldr     x0, [x2, #0x300]
            ldr     x3, [x2, #0x308]
            add     x21, x0, #0x400
            ldr     x0, [x2, #0x318]
            eor     x0, x1, x0
            sub     x3, x3, x21
            orr     x0, x0, x3,  ASR #63
            cbnz    x0, G_M000_IG10
 
G_M000_IG04:                ;; offset=0x0060
            str     x21, [x2, #0x300]
 
G_M000_IG05:                ;; offset=0x0064
            sub     x22, x21, #0x3FF
            ldapur  x23, [x19, #0x30]
            cbz     x23, G_M000_IG18
            ldr     x0, [x23, #0x300]
            ldr     x1, [x23, #0x310]
            sub     x2, x0, x21
            sub     x0, x0, x1
            sub     x3, x21, x22
            sub     x1, x21, x1
            cmp     x2, x0
            ccmp    x3, x1, c, lo
            bhs     G_M000_IG23
 
G_M000_IG06:                ;; offset=0x0094
            str     x21, [x23, #0x310]
            ldr     x0, [x23, #0x18]
            stlur   x21, [x0, #0x88]
 
G_M000_IG07:                ;; offset=0x00A0
            add     w20, w20, #0x400
            cmp     w20, #16, LSL #12
            blt     G_M000_IG03
 
G_M000_IG08:                ;; offset=0x00AC
            ldr     x0, [x19, #0x10]
            ldr     x0, [x0, #0x18]
            ldapur  x0, [x0, #0x88]
 
G_M000_IG09:                ;; offset=0x00B8
            ldr     x23, [sp, #0x38]
            ldp     x21, x22, [sp, #0x28]
            ldp     x19, x20, [sp, #0x18]
            ldp     fp, lr, [sp], #0x40
            ret     lr
 
G_M000_IG10:                ;; offset=0x00CC
            ldr     x0, [x19, #0x20]
            cbz     x0, G_M000_IG16
 
G_M000_IG11:                ;; offset=0x00D4
            ldr     x1, [x19, #0x28]
            add     x2, x0, #792
            ldapr   x2, [x2]
            ldrsb   wzr, [x1], #0x88
            mov     x3, x1
            mov     x4, x3
            eor     x5, x4, #8
            sub     x4, x5, x4
            add     x3, x4, x3
            ldapr   x4, [x3]
            add     x4, x4, #0x400
            cmp     x4, x2
            bgt     G_M000_IG15
 
G_M000_IG12:                ;; offset=0x0108
            mov     x4, #0x400
            ldaddal x4, x1, [x1]
            add     x21, x1, #0x400
            stlr    x21, [x3]
            cmp     x21, x2
            ble     G_M000_IG14
 
G_M000_IG13:                ;; offset=0x0120
            ldr     w1, [x0, #0x50]
            sub     x1, x21, w1, SXTW
            sub     x2, x21, #0x400
            mov     w3, wzr
            movz    x4, #0xFDC8
            movk    x4, #0x6E9 LSL #16
            movk    x4, #85 LSL #32
            ldr     x4, [x4]
            blr     x4
 
G_M000_IG14:                ;; offset=0x0144
            b       G_M000_IG17
 
G_M000_IG15:                ;; offset=0x0148
            mov     w1, #0x400
            movz    x2, #0xFDB0
            movk    x2, #0x6E9 LSL #16
            movk    x2, #85 LSL #32
            ldr     x2, [x2]
            blr     x2
            mov     x21, x0
            b       G_M000_IG14
 
G_M000_IG16:                ;; offset=0x0168
            ldr     x0, [x19, #0x18]
            mov     w2, #0x400
            movz    x3, #0xFA98
            movk    x3, #0x6C0 LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            ldr     wzr, [x0]
            blr     x3
            mov     x21, x0
 
G_M000_IG17:                ;; offset=0x018C
            b       G_M000_IG05
 
G_M000_IG18:                ;; offset=0x0190
            ldr     x23, [x19, #0x20]
            cbz     x23, G_M000_IG19
            mov     x0, x23
            mov     x1, x22
            mov     x2, x21
            movz    x3, #0xFDE0
            movk    x3, #0x6E9 LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            blr     x3
            mov     x0, x23
            mov     x1, x22
            mov     x2, x21
            movz    x3, #0xFDF8
            movk    x3, #0x6E9 LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            blr     x3
            b       G_M000_IG07
 
G_M000_IG19:                ;; offset=0x01DC
            ldr     x23, [x19, #0x18]
            ldr     x0, [x23, #0x300]
            ldr     x1, [x23, #0x310]
            sub     x2, x0, x21
            sub     x0, x0, x1
            cmp     x2, x0
            bhs     G_M000_IG20
            sub     x0, x21, x22
            sub     x1, x21, x1
            cmp     x0, x1
            blo     G_M000_IG21
 
G_M000_IG20:                ;; offset=0x0208
            mov     x0, x23
            mov     x1, x22
            mov     x2, x21
            movz    x3, #0xFB70
            movk    x3, #0x6C0 LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            blr     x3
 
G_M000_IG21:                ;; offset=0x0228
            str     x21, [x23, #0x310]
            ldr     x0, [x23, #0x18]
            stlur   x21, [x0, #0x88]
            ldrb    w0, [x23, #0x59]
            cbz     w0, G_M000_IG07
            ldrb    w0, [x23, #0x58]
            cbz     w0, G_M000_IG22
            mov     x0, x23
            movz    x1, #0xFE10
            movk    x1, #0x6E9 LSL #16
            movk    x1, #85 LSL #32
            ldr     x1, [x1]
            blr     x1
 
G_M000_IG22:                ;; offset=0x025C
            ldapur  x0, [x23, #0x38]
            cbz     x0, G_M000_IG07
            ldapur  w1, [x0, #0x10]
            cbz     w1, G_M000_IG07
            movz    x1, #0xEEC8
            movk    x1, #0x6E9 LSL #16
            movk    x1, #85 LSL #32
            ldr     x1, [x1]
            blr     x1
            b       G_M000_IG07
 
G_M000_IG23:                ;; offset=0x0284
            mov     x0, x23
            mov     x1, x22
            mov     x2, x21
            movz    x3, #0xFB70
            movk    x3, #0x6C0 LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            blr     x3
            b       G_M000_IG06
 
G_M000_IG24:                ;; offset=0x02A8
            mov     w1, #0x400
            movz    x2, #0xFA68
            movk    x2, #0x6C0 LSL #16
            movk    x2, #85 LSL #32
            ldr     x2, [x2]
            blr     x2
            brk     #0
 
; Total bytes of code 708


; Assembly listing for method NDisruptor.BatchEventProcessor`2[NDisruptor.Benchmarks.Contenders.LongEvent,NDisruptor.ValueEventHandlerInvoker`2[NDisruptor.Benchmarks.Contenders.LongEvent,NDisruptor.Benchmarks.Micro.ConsumePath+HaltingSum]]:ProcessEvents():this (Tier1)
; Emitting BLENDED_CODE for generic ARM64 on Unix
; Tier1 code
; optimized code
; optimized using Dynamic PGO
; fp based frame
; fully interruptible
; with Dynamic PGO: fgCalledCount is 270

G_M000_IG01:                ;; offset=0x0000
            stp     fp, lr, [sp, #-0x20]!
            mov     fp, sp
            stp     xzr, x0, [fp, #0x10]
 
G_M000_IG02:                ;; offset=0x000C
            ldr     x0, [fp, #0x18]
 
G_M000_IG03:                ;; offset=0x0010
            movz    x1, #0xED48
            movk    x1, #0x6E9 LSL #16
            movk    x1, #85 LSL #32
            ldr     x1, [x1]
            blr     x1
            nop     
 
G_M000_IG04:                ;; offset=0x0028
            ldp     fp, lr, [sp], #0x20
            ret     lr
 
G_M000_IG05:                ;; offset=0x0030
            ldp     x1, x0, [fp, #0x10]
            movz    x2, #0xED60
            movk    x2, #0x6E9 LSL #16
            movk    x2, #85 LSL #32
            ldr     x2, [x2]
            blr     x2
            cbnz    w0, G_M000_IG02
            b       G_M000_IG04
 
G_M000_IG06:                ;; offset=0x0050
            stp     fp, lr, [sp, #-0x10]!
 
G_M000_IG07:                ;; offset=0x0054
            mov     x1, x0
            movz    x0, #0x5D8
            movk    x0, #0x496 LSL #16
            movk    x0, #85 LSL #32
            bl      CORINFO_HELP_ISINSTANCEOFCLASS
            cbnz    x0, G_M000_IG09
 
G_M000_IG08:                ;; offset=0x006C
            mov     w0, wzr
            b       G_M000_IG10
 
G_M000_IG09:                ;; offset=0x0074
            str     x0, [fp, #0x10]
            ldr     x0, [fp, #0x18]
            ldr     x1, [x0, #0x88]
            mov     x2, #0x8000000000000000
            cmp     x1, x2
            cset    x1, ne
            mov     w0, w1
 
G_M000_IG10:                ;; offset=0x0090
            ldp     fp, lr, [sp], #0x10
            ret     lr
 
G_M000_IG11:                ;; offset=0x0098
            stp     fp, lr, [sp, #-0x10]!
 
G_M000_IG12:                ;; offset=0x009C
            adr     x0, [G_M000_IG05]
 
G_M000_IG13:                ;; offset=0x00A0
            ldp     fp, lr, [sp], #0x10
            ret     lr
 
; Total bytes of code 168


; Assembly listing for method NDisruptor.BatchEventProcessor`2[System.__Canon,NDisruptor.EventHandlerInvoker`2[System.__Canon,NDisruptor.Benchmarks.Micro.ConsumePath+HaltingSum]]:Consume():this (FullOpts)
; Emitting BLENDED_CODE for generic ARM64 on Unix
; FullOpts code
; optimized code
; optimized using Synthesized PGO
; fp based frame
; partially interruptible
; with Synthesized PGO: fgCalledCount is 100
; No PGO data
; 0 inlinees with PGO data; 14 single block inlinees; 10 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
            stp     fp, lr, [sp, #-0x40]!
            stp     x19, x20, [sp, #0x20]
            stp     x21, x22, [sp, #0x30]
            mov     fp, sp
            str     x0, [fp, #0x18]
            mov     x19, x0
 
G_M000_IG02:                ;; offset=0x0018
            ldr     x14, [x19, #0x08]
            ldr     x14, [x14, #0x10]
            ldapur  x15, [x14, #0x38]
            add     x14, x19, #96
            bl      CORINFO_HELP_ASSIGN_REF
            ldr     x0, [x19, #0x38]
            ldapur  x0, [x0, #0x88]
            add     x20, x0, #1
            b       G_M000_IG22
 
G_M000_IG03:                ;; offset=0x003C
            movz    x0, #0x3888
            movk    x0, #0x65C0 LSL #16
            movk    x0, #85 LSL #32
            ldr     x0, [x0]
            ldr     x0, [x0, #0x08]
            ldr     x0, [x0, #0x08]
            cbz     x0, G_M000_IG05
 
G_M000_IG04:                ;; offset=0x0058
            add     x0, x19, #72
            sub     x1, x21, x20
            add     x1, x1, #1
            movz    x2, #0xEE50
            movk    x2, #0x6E9 LSL #16
            movk    x2, #85 LSL #32
            ldr     x2, [x2]
            blr     x2
 
G_M000_IG05:                ;; offset=0x0078
            ldr     x0, [x19, #0x18]
            ldapur  x0, [x0, #0x98]
            cmp     x0, x20
            bge     G_M000_IG29
 
G_M000_IG06:                ;; offset=0x0088
            ldr     x0, [x19]
            ldr     x1, [x0, #0x30]
            ldr     x1, [x1, #0x08]
            ldr     x2, [x1, #0x28]
            cbz     x2, G_M000_IG25
 
G_M000_IG07:                ;; offset=0x009C
            add     x0, x19, #88
            blr     x2
            cbz     w0, G_M000_IG09
 
G_M000_IG08:                ;; offset=0x00A8
            mov     x0, x19
            mov     x1, x20
            mov     x2, x21
            movz    x3, #0x4570
            movk    x3, #0x6F9 LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            blr     x3
            cbz     w0, G_M000_IG26
 
G_M000_IG09:                ;; offset=0x00CC
            ldr     x0, [x19, #0x70]
            cbnz    x0, G_M000_IG28
 
G_M000_IG10:                ;; offset=0x00D4
            str     x21, [x19, #0x88]
            sub     x0, x21, x20
            cmp     x0, #63
            bge     G_M000_IG27
 
G_M000_IG11:                ;; offset=0x00E4
            mov     x0, x19
            mov     x1, x20
            mov     x2, x21
            movz    x3, #0x4588
            movk    x3, #0x6F9 LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            blr     x3
            mov     x22, x0
 
G_M000_IG12:                ;; offset=0x0108
            mov     x0, #0x8000000000000000
            str     x0, [x19, #0x88]
 
G_M000_IG13:                ;; offset=0x0110
            mov     x20, x22
            mov     x0, #0x8000000000000000
            cmp     x20, x0
            beq     G_M000_IG24
 
G_M000_IG14:                ;; offset=0x0120
            ldr     x0, [x19, #0x38]
            stlur   x21, [x0, #0x88]
            ldr     x0, [x19, #0x28]
            cbz     x0, G_M000_IG17
 
G_M000_IG15:                ;; offset=0x0130
            ldr     x0, [x0, #0x08]
            ldrsb   wzr, [x0]
            dmb     ish
            ldapur  w1, [x0, #0x10]
            cbz     w1, G_M000_IG17
 
G_M000_IG16:                ;; offset=0x0144
            movz    x1, #0xEEB0
            movk    x1, #0x6E9 LSL #16
            movk    x1, #85 LSL #32
            ldr     x1, [x1]
            blr     x1
 
G_M000_IG17:                ;; offset=0x0158
            ldr     x0, [x19, #0x60]
            cbz     x0, G_M000_IG20
 
G_M000_IG18:                ;; offset=0x0160
            ldapur  w1, [x0, #0x10]
            cbz     w1, G_M000_IG20
 
G_M000_IG19:                ;; offset=0x0168
            movz    x1, #0xEEC8
            movk    x1, #0x6E9 LSL #16
            movk    x1, #85 LSL #32
            ldr     x1, [x1]
            blr     x1
 
G_M000_IG20:                ;; offset=0x017C
            ldr     x0, [x19, #0x30]
            ldapur  x1, [x0, #0xB0]
            cbz     x1, G_M000_IG22
 
G_M000_IG21:                ;; offset=0x0188
            mov     x1, x21
            movz    x2, #0xE880
            movk    x2, #0x6C0 LSL #16
            movk    x2, #85 LSL #32
            ldr     x2, [x2]
            blr     x2
 
G_M000_IG22:                ;; offset=0x01A0
            mov     x0, x19
            mov     x1, x20
            movz    x2, #0x45E8
            movk    x2, #0x6F9 LSL #16
            movk    x2, #85 LSL #32
            ldr     x2, [x2]
            blr     x2
            mov     x21, x0
            cmp     x21, x20
            bge     G_M000_IG03
 
G_M000_IG23:                ;; offset=0x01C8
            mov     x0, #0x8000000000000000
            cmp     x21, x0
            bne     G_M000_IG22
 
G_M000_IG24:                ;; offset=0x01D4
            ldp     x21, x22, [sp, #0x30]
            ldp     x19, x20, [sp, #0x20]
            ldp     fp, lr, [sp], #0x40
            ret     lr
 
G_M000_IG25:                ;; offset=0x01E4
            movz    x1, #0xAF10
            movk    x1, #0x702 LSL #16
            movk    x1, #85 LSL #32
            bl      CORINFO_HELP_RUNTIMEHANDLE_CLASS
            mov     x2, x0
            b       G_M000_IG07
 
G_M000_IG26:                ;; offset=0x01FC
            mov     x22, #0x8000000000000000
            b       G_M000_IG13
 
G_M000_IG27:                ;; offset=0x0204
            mov     x0, x19
            mov     x1, x20
            mov     x2, x21
            movz    x3, #0x45A0
            movk    x3, #0x6F9 LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            blr     x3
            mov     x22, x0
            b       G_M000_IG12
 
G_M000_IG28:                ;; offset=0x022C
            mov     x0, x19
            mov     x1, x20
            mov     x2, x21
            movz    x3, #0x45B8
            movk    x3, #0x6F9 LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            blr     x3
            mov     x22, x0
            b       G_M000_IG13
 
G_M000_IG29:                ;; offset=0x0254
            mov     x0, x19
            mov     x1, x20
            mov     x2, x21
            movz    x3, #0x45D0
            movk    x3, #0x6F9 LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            blr     x3
            mov     x22, x0
            b       G_M000_IG13
 
; Total bytes of code 636


; Assembly listing for method NDisruptor.BatchEventProcessor`2[System.__Canon,NDisruptor.EventHandlerInvoker`2[System.__Canon,NDisruptor.Benchmarks.Micro.ConsumePath+HaltingSum]]:AwaitBatch(long):long:this (Tier1)
; Emitting BLENDED_CODE for generic ARM64 on Unix
; Tier1 code
; optimized code
; optimized using Dynamic PGO
; fp based frame
; fully interruptible
; with Dynamic PGO: fgCalledCount is 97
; 10 inlinees with PGO data; 11 single block inlinees; 1 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
            stp     fp, lr, [sp, #-0x30]!
            stp     x19, x20, [sp, #0x10]
            stp     x21, x22, [sp, #0x20]
            mov     fp, sp
            mov     x20, x0
            mov     x19, x1
 
G_M000_IG02:                ;; offset=0x0018
            ldr     x21, [x20, #0x10]
            ldr     x0, [x20, #0x78]
            add     x0, x19, x0
            sub     x22, x0, #1
            ldr     x0, [x21, #0x38]
            cbnz    x0, G_M000_IG15
 
G_M000_IG03:                ;; offset=0x0030
            ldr     x3, [x21, #0x30]
            cbz     x3, G_M000_IG17
            ldapur  x2, [x3, #0x88]
 
G_M000_IG04:                ;; offset=0x003C
            sub     x3, x2, x19
            ldr     w0, [x20, #0xA0]
            sub     w0, w0, #1
            cmp     x3, w0, SXTW
            blo     G_M000_IG21
 
G_M000_IG05:                ;; offset=0x0050
            ldapurb w0, [x21, #0x48]
            cbnz    w0, G_M000_IG12
 
G_M000_IG06:                ;; offset=0x0058
            ldr     x0, [x21, #0x30]
            cbz     x0, G_M000_IG24
            ldapur  x0, [x0, #0x88]
 
G_M000_IG07:                ;; offset=0x0064
            ldr     x1, [x21, #0x10]
            mov     x2, #0x8000000000000000
            cmp     x1, #0
            csel    x0, x0, x2, eq
 
G_M000_IG08:                ;; offset=0x0074
            cmp     x0, x19
            blt     G_M000_IG13
 
G_M000_IG09:                ;; offset=0x007C
            cmp     x0, x19
            blt     G_M000_IG14
 
G_M000_IG10:                ;; offset=0x0084
            cmp     x0, x22
            csel    x0, x0, x22, le
 
G_M000_IG11:                ;; offset=0x008C
            ldp     x21, x22, [sp, #0x20]
            ldp     x19, x20, [sp, #0x10]
            ldp     fp, lr, [sp], #0x30
            ret     lr
 
G_M000_IG12:                ;; offset=0x009C
            mov     x0, #0x8000000000000000
            b       G_M000_IG08
 
G_M000_IG13:                ;; offset=0x00A4
            mov     x0, x20
            mov     x1, x19
            mov     x2, x22
            movz    x3, #0x4600
            movk    x3, #0x6F9 LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            blr     x3
            b       G_M000_IG09
 
G_M000_IG14:                ;; offset=0x00C8
            ldp     x21, x22, [sp, #0x20]
            ldp     x19, x20, [sp, #0x10]
            ldp     fp, lr, [sp], #0x30
            ret     lr
 
G_M000_IG15:                ;; offset=0x00D8
            add     x1, x0, #632
            ldp     x2, x1, [x1, #0x08]
            and     x1, x19, x1
            add     x1, x2, x1,  LSL #2
            ldapr   w1, [x1]
            ldr     w0, [x0, #0x290]
            lsr     x0, x19, x0
            cmp     w1, w0
            beq     G_M000_IG03
            movz    x0, #0xF5B8
            movk    x0, #0x6F6 LSL #16
            movk    x0, #85 LSL #32
            bl      CORINFO_HELP_GET_NONGCSTATIC_BASE
            movz    x3, #0xB298
            movk    x3, #892 LSL #16
            movk    x3, #85 LSL #32
            ldr     w3, [x3]
            mov     x1, x19
            mov     x2, x22
            mov     x0, x21
            movz    x4, #0xFE28
            movk    x4, #0x6E9 LSL #16
            movk    x4, #85 LSL #32
            ldr     x4, [x4]
            blr     x4
            cmp     x0, x19
            blt     G_M000_IG03
 
G_M000_IG16:                ;; offset=0x0144
            ldp     x21, x22, [sp, #0x20]
            ldp     x19, x20, [sp, #0x10]
            ldp     fp, lr, [sp], #0x30
            ret     lr
 
G_M000_IG17:                ;; offset=0x0154
            ldr     x2, [x21, #0x28]
            movn    x3, #0x8000 LSL #48
            mov     w0, wzr
            b       G_M000_IG20
 
G_M000_IG18:                ;; offset=0x0164
            add     x1, x2, #16
            ldr     x1, [x1, w0, UXTW #3]
            ldapur  x1, [x1, #0x88]
            cmp     x3, x1
            ble     G_M000_IG19
            mov     x3, x1
            b       G_M000_IG19
 
G_M000_IG19:                ;; offset=0x0180
            add     w0, w0, #1
 
G_M000_IG20:                ;; offset=0x0184
            ldr     w1, [x2, #0x08]
            cmp     w1, w0
            bgt     G_M000_IG18
            mov     x2, x3
            b       G_M000_IG04
 
G_M000_IG21:                ;; offset=0x0198
            ldr     w3, [x20, #0xA0]
            mov     x0, x21
            mov     x1, x19
            movz    x4, #0xEF40
            movk    x4, #0x6E9 LSL #16
            movk    x4, #85 LSL #32
            ldr     x4, [x4]
            blr     x4
            ldr     w1, [x20, #0xA0]
            sub     x2, x0, x19
            add     x2, x2, #1
            cmp     x2, w1, SXTW
            bge     G_M000_IG22
            movn    x2, #0x8000 LSL #48
            b       G_M000_IG23
 
G_M000_IG22:                ;; offset=0x01D4
            asr     w2, w1, #31
            and     w2, w2, #3
            add     w1, w2, w1
            asr     w1, w1, #2
            sub     x2, x0, w1, SXTW
 
G_M000_IG23:                ;; offset=0x01E8
            cmp     x22, x2
            csel    x22, x22, x2, le
            b       G_M000_IG05
 
G_M000_IG24:                ;; offset=0x01F4
            ldr     x0, [x21, #0x28]
            movn    x1, #0x8000 LSL #48
            mov     w2, wzr
            b       G_M000_IG27
 
G_M000_IG25:                ;; offset=0x0204
            add     x3, x0, #16
            ldr     x3, [x3, w2, UXTW #3]
            ldapur  x3, [x3, #0x88]
            cmp     x1, x3
            ble     G_M000_IG26
            mov     x1, x3
            b       G_M000_IG26
 
G_M000_IG26:                ;; offset=0x0220
            add     w2, w2, #1
 
G_M000_IG27:                ;; offset=0x0224
            ldr     w3, [x0, #0x08]
            cmp     w3, w2
            bgt     G_M000_IG25
            mov     x0, x1
            b       G_M000_IG07
 
; Total bytes of code 568


; Assembly listing for method NDisruptor.Benchmarks.Micro.ConsumePath:ClassBatch():long:this (Tier1)
; Emitting BLENDED_CODE for generic ARM64 on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; fp based frame
; fully interruptible
; with Synthesized PGO: fgCalledCount is 100
; No PGO data
; 13 inlinees with PGO data; 25 single block inlinees; 4 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
            stp     fp, lr, [sp, #-0x60]!
            stp     x19, x20, [sp, #0x38]
            stp     x21, x22, [sp, #0x48]
            str     x23, [sp, #0x58]
            mov     fp, sp
            str     xzr, [fp, #0x10]
 
G_M000_IG02:                ;; offset=0x0018
            ldr     x1, [x0, #0x28]
            str     x1, [fp, #0x28]
            ldr     x19, [x0, #0x10]
            mov     w20, wzr
 
G_M000_IG03:                ;; offset=0x0028
            ldr     x0, [x19, #0x10]
            ldr     w1, [x0, #0x50]
            cmp     w1, #0x3FF
            bls     G_M000_IG30
            add     x0, fp, #52
            asr     x1, x0, #16
            ldr     x0, [x19, #0x18]
            cbz     x0, G_M000_IG10
            ldr     x2, [x0, #0x300]
            ldr     x3, [x0, #0x308]
            add     x21, x2, #0x400
            ldr     x2, [x0, #0x318]
            eor     x2, x1, x2
            sub     x3, x3, x21
            orr     x2, x2, x3,  ASR #63
            cbnz    x2, G_M000_IG10
 
G_M000_IG04:                ;; offset=0x0068
            str     x21, [x0, #0x300]
 
G_M000_IG05:                ;; offset=0x006C
            sub     x22, x21, #0x3FF
            ldapur  x23, [x19, #0x30]
            cbz     x23, G_M000_IG24
            ldr     x0, [x23, #0x300]
            ldr     x1, [x23, #0x310]
            sub     x2, x0, x21
            sub     x0, x0, x1
            sub     x3, x21, x22
            sub     x1, x21, x1
            cmp     x2, x0
            ccmp    x3, x1, c, lo
            bhs     G_M000_IG29
 
G_M000_IG06:                ;; offset=0x009C
            str     x21, [x23, #0x310]
            ldr     x0, [x23, #0x18]
            stlur   x21, [x0, #0x88]
 
G_M000_IG07:                ;; offset=0x00A8
            add     w20, w20, #0x400
            cmp     w20, #16, LSL #12
            blt     G_M000_IG03
 
G_M000_IG08:                ;; offset=0x00B4
            ldr     x0, [x19, #0x10]
            ldr     x0, [x0, #0x18]
            ldapur  x0, [x0, #0x88]
            ldr     x1, [fp, #0x28]
            str     x0, [x1, #0x10]
            ldr     x0, [x1, #0x08]
            ldr     x2, [x0]
            movz    x3, #784
            movk    x3, #0x6CE LSL #16
            movk    x3, #85 LSL #32
            cmp     x2, x3
            bne     G_M000_IG34
            str     x0, [fp, #0x20]
            add     x0, x0, #64
            ldapr   w2, [x0]
            tbnz    w2, #0, G_M000_IG32
 
G_M000_IG09:                ;; offset=0x00F4
            add     w3, w2, #4
            orr     w3, w3, #1
            mov     w4, w2
            casal   w4, w3, [x0]
            cmp     w4, w2
            bne     G_M000_IG31
            bl      System.Environment:get_CurrentManagedThreadId():int
            ldr     x3, [fp, #0x20]
            str     w0, [x3, #0x50]
            ldr     x0, [x3, #0x08]
            ldr     x0, [x0, #0x10]
            str     x0, [fp, #0x18]
            ldr     x0, [fp, #0x18]
            add     x1, x0, #84
            mov     w2, #1
            ldaddal w2, w1, [x1]
            b       G_M000_IG12
 
G_M000_IG10:                ;; offset=0x0138
            ldr     x0, [x19, #0x20]
            cbnz    x0, G_M000_IG21
            ldr     x0, [x19, #0x18]
            mov     w2, #0x400
            movz    x3, #0xFA98
            movk    x3, #0x6C0 LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            ldr     wzr, [x0]
            blr     x3
            mov     x21, x0
 
G_M000_IG11:                ;; offset=0x0164
            b       G_M000_IG05
 
G_M000_IG12:                ;; offset=0x0168
            ldr     x1, [x3, #0x10]
            stlurb  wzr, [x1, #0x48]
            dmb     ish
 
G_M000_IG13:                ;; offset=0x0174
            ldr     x0, [x3, #0x20]
            add     x1, x3, #88
            add     x2, x3, #72
            movz    x4, #0xEB80
            movk    x4, #0x6E9 LSL #16
            movk    x4, #85 LSL #32
            ldr     x4, [x4]
            ldr     wzr, [x0]
            blr     x4
            cbz     w0, G_M000_IG17
            ldr     x3, [fp, #0x20]
            ldapur  w0, [x3, #0x40]
            tbnz    w0, #1, G_M000_IG17
 
G_M000_IG14:                ;; offset=0x01A8
            ldr     x3, [fp, #0x20]
 
G_M000_IG15:                ;; offset=0x01AC
            mov     x0, x3
            movz    x1, #0xED48
            movk    x1, #0x6E9 LSL #16
            movk    x1, #85 LSL #32
            ldr     x1, [x1]
            blr     x1
            b       G_M000_IG17
 
G_M000_IG16:                ;; offset=0x01C8
            ldr     x0, [fp, #0x20]
            ldr     x1, [fp, #0x10]
            movz    x2, #0xED60
            movk    x2, #0x6E9 LSL #16
            movk    x2, #85 LSL #32
            ldr     x2, [x2]
            blr     x2
            cbnz    w0, G_M000_IG14
 
G_M000_IG17:                ;; offset=0x01E8
            ldr     x3, [fp, #0x20]
            ldr     x0, [x3, #0x20]
            add     x1, x3, #88
            add     x2, x3, #72
            movz    x4, #0xEBB0
            movk    x4, #0x6E9 LSL #16
            movk    x4, #85 LSL #32
            ldr     x4, [x4]
            ldr     wzr, [x0]
            blr     x4
 
G_M000_IG18:                ;; offset=0x0210
            ldr     x0, [fp, #0x18]
            add     x0, x0, #84
            movn    w1, #0
            ldaddal w1, w0, [x0]
            ldr     x3, [fp, #0x20]
            add     x0, x3, #64
            movn    w1, #3
            mvn     w2, w1
            ldclral w2, w0, [x0]
            ldr     x0, [x3, #0x20]
            add     x0, x0, #32
            mov     x1, xzr
            swpal   x1, x0, [x0]
            cbnz    x0, G_M000_IG33
 
G_M000_IG19:                ;; offset=0x0248
            ldr     x1, [fp, #0x28]
            ldr     x0, [x1, #0x18]
 
G_M000_IG20:                ;; offset=0x0250
            ldr     x23, [sp, #0x58]
            ldp     x21, x22, [sp, #0x48]
            ldp     x19, x20, [sp, #0x38]
            ldp     fp, lr, [sp], #0x60
            ret     lr
 
G_M000_IG21:                ;; offset=0x0264
            ldr     x1, [x19, #0x28]
            add     x2, x0, #792
            ldapr   x2, [x2]
            ldrsb   wzr, [x1]
            add     x3, x1, #136
            mov     x4, x3
            eor     x5, x4, #8
            sub     x4, x5, x4
            add     x3, x4, x3
            ldapr   x4, [x3]
            add     x4, x4, #0x400
            cmp     x4, x2
            ble     G_M000_IG22
            mov     w1, #0x400
            movz    x2, #0xFDB0
            movk    x2, #0x6E9 LSL #16
            movk    x2, #85 LSL #32
            ldr     x2, [x2]
            blr     x2
            mov     x21, x0
            b       G_M000_IG23
 
G_M000_IG22:                ;; offset=0x02B8
            add     x1, x1, #136
            mov     x4, #0x400
            ldaddal x4, x1, [x1]
            add     x21, x1, #0x400
            stlr    x21, [x3]
            cmp     x21, x2
            ble     G_M000_IG23
            ldr     w1, [x0, #0x50]
            sub     x1, x21, w1, SXTW
            sub     x2, x21, #0x400
            mov     w3, wzr
            movz    x4, #0xFDC8
            movk    x4, #0x6E9 LSL #16
            movk    x4, #85 LSL #32
            ldr     x4, [x4]
            blr     x4
 
G_M000_IG23:                ;; offset=0x02F8
            b       G_M000_IG11
 
G_M000_IG24:                ;; offset=0x02FC
            ldr     x23, [x19, #0x20]
            cbz     x23, G_M000_IG25
            mov     x0, x23
            mov     x1, x22
            mov     x2, x21
            movz    x3, #0xFDE0
            movk    x3, #0x6E9 LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            blr     x3
            mov     x0, x23
            mov     x1, x22
            mov     x2, x21
            movz    x3, #0xFDF8
            movk    x3, #0x6E9 LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            blr     x3
            b       G_M000_IG07
 
G_M000_IG25:                ;; offset=0x0348
            ldr     x23, [x19, #0x18]
            ldr     x0, [x23, #0x300]
            ldr     x1, [x23, #0x310]
            sub     x2, x0, x21
            sub     x0, x0, x1
            cmp     x2, x0
            bhs     G_M000_IG26
            sub     x0, x21, x22
            sub     x1, x21, x1
            cmp     x0, x1
            blo     G_M000_IG27
 
G_M000_IG26:                ;; offset=0x0374
            mov     x0, x23
            mov     x1, x22
            mov     x2, x21
            movz    x3, #0xFB70
            movk    x3, #0x6C0 LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            blr     x3
 
G_M000_IG27:                ;; offset=0x0394
            str     x21, [x23, #0x310]
            ldr     x0, [x23, #0x18]
            stlur   x21, [x0, #0x88]
            ldrb    w0, [x23, #0x59]
            cbz     w0, G_M000_IG07
            ldrb    w0, [x23, #0x58]
            cbz     w0, G_M000_IG28
            mov     x0, x23
            movz    x1, #0xFE10
            movk    x1, #0x6E9 LSL #16
            movk    x1, #85 LSL #32
            ldr     x1, [x1]
            blr     x1
 
G_M000_IG28:                ;; offset=0x03C8
            ldapur  x0, [x23, #0x38]
            cbz     x0, G_M000_IG07
            ldapur  w1, [x0, #0x10]
            cbz     w1, G_M000_IG07
            movz    x1, #0xEEC8
            movk    x1, #0x6E9 LSL #16
            movk    x1, #85 LSL #32
            ldr     x1, [x1]
            blr     x1
            b       G_M000_IG07
 
G_M000_IG29:                ;; offset=0x03F0
            mov     x0, x23
            mov     x1, x22
            mov     x2, x21
            movz    x3, #0xFB70
            movk    x3, #0x6C0 LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            blr     x3
            b       G_M000_IG06
 
G_M000_IG30:                ;; offset=0x0414
            mov     w1, #0x400
            movz    x2, #0xFA68
            movk    x2, #0x6C0 LSL #16
            movk    x2, #85 LSL #32
            ldr     x2, [x2]
            blr     x2
            brk     #0
 
G_M000_IG31:                ;; offset=0x0430
            sxtw    w2, w4
            tbz     w2, #0, G_M000_IG09
 
G_M000_IG32:                ;; offset=0x0438
            movz    x0, #0x7798
            movk    x0, #0x52A LSL #16
            movk    x0, #85 LSL #32
            bl      CORINFO_HELP_NEWSFAST
            mov     x19, x0
            mov     w0, #0x4BFD
            movz    x1, #0x7C38
            movk    x1, #0x4F3 LSL #16
            movk    x1, #85 LSL #32
            movz    x2, #0x6C70
            movk    x2, #0x51E LSL #16
            movk    x2, #85 LSL #32
            ldr     x2, [x2]
            blr     x2
            mov     x20, x0
            ldr     x0, [fp, #0x20]
            movz    x1, #0xFEA0
            movk    x1, #0x6CD LSL #16
            movk    x1, #85 LSL #32
            ldr     x1, [x1]
            blr     x1
            movz    x1, #0xD638
            movk    x1, #0x51E LSL #16
            movk    x1, #85 LSL #32
            ldr     x1, [x1]
            blr     x1
            movz    x1, #0xA1A8
            movk    x1, #892 LSL #16
            movk    x1, #85 LSL #32
            ldr     x1, [x1]
            blr     x1
            mov     x21, x0
            mov     w0, #0x4C23
            movz    x1, #0x7C38
            movk    x1, #0x4F3 LSL #16
            movk    x1, #85 LSL #32
            movz    x2, #0x6C70
            movk    x2, #0x51E LSL #16
            movk    x2, #85 LSL #32
            ldr     x2, [x2]
            blr     x2
            mov     x2, x0
            mov     x0, x20
            mov     x1, x21
            movz    x3, #0xE8B0
            movk    x3, #0x51E LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            blr     x3
            mov     x1, x0
            mov     x0, x19
            movz    x2, #0x6D60
            movk    x2, #0x559 LSL #16
            movk    x2, #85 LSL #32
            ldr     x2, [x2]
            blr     x2
            mov     x0, x19
            bl      CORINFO_HELP_THROW
            brk     #0
 
G_M000_IG33:                ;; offset=0x0524
            movz    x1, #0xFE40
            movk    x1, #0x6E9 LSL #16
            movk    x1, #85 LSL #32
            ldr     x1, [x1]
            blr     x1
            movz    x1, #0xEA60
            movk    x1, #0x6E9 LSL #16
            movk    x1, #85 LSL #32
            ldr     x1, [x1]
            ldr     wzr, [x0]
            blr     x1
            brk     #0
 
G_M000_IG34:                ;; offset=0x0554
            movz    x11, #0x4228
            movk    x11, #893 LSL #16
            movk    x11, #85 LSL #32
            ldr     xip0, [x11]
            blr     xip0
            b       G_M000_IG19
 
G_M000_IG35:                ;; offset=0x056C
            stp     fp, lr, [sp, #-0x40]!
            stp     x19, x20, [sp, #0x18]
            stp     x21, x22, [sp, #0x28]
            str     x23, [sp, #0x38]
 
G_M000_IG36:                ;; offset=0x057C
            mov     x1, x0
            movz    x0, #0x5D8
            movk    x0, #0x496 LSL #16
            movk    x0, #85 LSL #32
            bl      CORINFO_HELP_ISINSTANCEOFCLASS
            cbnz    x0, G_M000_IG38
 
G_M000_IG37:                ;; offset=0x0594
            mov     w0, wzr
            b       G_M000_IG39
 
G_M000_IG38:                ;; offset=0x059C
            str     x0, [fp, #0x10]
            ldr     x0, [fp, #0x20]
            ldr     x1, [x0, #0x88]
            mov     x2, #0x8000000000000000
            cmp     x1, x2
            cset    x1, ne
            mov     w0, w1
 
G_M000_IG39:                ;; offset=0x05B8
            ldr     x23, [sp, #0x38]
            ldp     x21, x22, [sp, #0x28]
            ldp     x19, x20, [sp, #0x18]
            ldp     fp, lr, [sp], #0x40
            ret     lr
 
G_M000_IG40:                ;; offset=0x05CC
            stp     fp, lr, [sp, #-0x40]!
            stp     x19, x20, [sp, #0x18]
            stp     x21, x22, [sp, #0x28]
            str     x23, [sp, #0x38]
 
G_M000_IG41:                ;; offset=0x05DC
            adr     x0, [G_M000_IG16]
 
G_M000_IG42:                ;; offset=0x05E0
            ldr     x23, [sp, #0x38]
            ldp     x21, x22, [sp, #0x28]
            ldp     x19, x20, [sp, #0x18]
            ldp     fp, lr, [sp], #0x40
            ret     lr
 
G_M000_IG43:                ;; offset=0x05F4
            stp     fp, lr, [sp, #-0x40]!
            stp     x19, x20, [sp, #0x18]
            stp     x21, x22, [sp, #0x28]
            str     x23, [sp, #0x38]
 
G_M000_IG44:                ;; offset=0x0604
            ldr     x0, [fp, #0x20]
            ldr     x0, [x0, #0x20]
            ldr     x3, [fp, #0x20]
            add     x1, x3, #88
            add     x2, x3, #72
            movz    x4, #0xEBB0
            movk    x4, #0x6E9 LSL #16
            movk    x4, #85 LSL #32
            ldr     x4, [x4]
            ldr     wzr, [x0]
            blr     x4
 
G_M000_IG45:                ;; offset=0x0630
            ldr     x23, [sp, #0x38]
            ldp     x21, x22, [sp, #0x28]
            ldp     x19, x20, [sp, #0x18]
            ldp     fp, lr, [sp], #0x40
            ret     lr
 
G_M000_IG46:                ;; offset=0x0644
            stp     fp, lr, [sp, #-0x40]!
            stp     x19, x20, [sp, #0x18]
            stp     x21, x22, [sp, #0x28]
            str     x23, [sp, #0x38]
 
G_M000_IG47:                ;; offset=0x0654
            ldr     x0, [fp, #0x18]
            add     x0, x0, #84
            movn    w1, #0
            ldaddal w1, w0, [x0]
            ldr     x3, [fp, #0x20]
            add     x3, x3, #64
            movn    w0, #3
            mvn     w1, w0
            ldclral w1, w0, [x3]
 
G_M000_IG48:                ;; offset=0x0678
            ldr     x23, [sp, #0x38]
            ldp     x21, x22, [sp, #0x28]
            ldp     x19, x20, [sp, #0x18]
            ldp     fp, lr, [sp], #0x40
            ret     lr
 
; Total bytes of code 1676


; Assembly listing for method NDisruptor.Benchmarks.Micro.ConsumePath:PublishEvents[System.__Canon](NDisruptor.RingBufferBase`1[System.__Canon]):long (Tier1)
; Emitting BLENDED_CODE for generic ARM64 on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; fp based frame
; fully interruptible
; with Synthesized PGO: fgCalledCount is 167
; 7 inlinees with PGO data; 13 single block inlinees; 4 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
            stp     fp, lr, [sp, #-0x40]!
            stp     x19, x20, [sp, #0x18]
            stp     x21, x22, [sp, #0x28]
            str     x23, [sp, #0x38]
            mov     fp, sp
            str     wzr, [fp, #0x14]
            mov     x19, x1
 
G_M000_IG02:                ;; offset=0x001C
            mov     w20, wzr
 
G_M000_IG03:                ;; offset=0x0020
            ldr     x0, [x19, #0x10]
            ldr     w1, [x0, #0x50]
            cmp     w1, #0x3FF
            bls     G_M000_IG21
            add     x0, fp, #20
            asr     x1, x0, #16
            ldr     x0, [x19, #0x18]
            cbz     x0, G_M000_IG10
            ldr     x2, [x0, #0x300]
            ldr     x3, [x0, #0x308]
            add     x21, x2, #0x400
            ldr     x2, [x0, #0x318]
            eor     x2, x1, x2
            sub     x3, x3, x21
            orr     x2, x2, x3,  ASR #63
            cbnz    x2, G_M000_IG10
 
G_M000_IG04:                ;; offset=0x0060
            str     x21, [x0, #0x300]
 
G_M000_IG05:                ;; offset=0x0064
            sub     x22, x21, #0x3FF
            ldapur  x23, [x19, #0x30]
            cbz     x23, G_M000_IG15
            ldr     x0, [x23, #0x300]
            ldr     x1, [x23, #0x310]
            sub     x2, x0, x21
            sub     x0, x0, x1
            sub     x3, x21, x22
            sub     x1, x21, x1
            cmp     x2, x0
            ccmp    x3, x1, c, lo
            bhs     G_M000_IG20
 
G_M000_IG06:                ;; offset=0x0094
            str     x21, [x23, #0x310]
            ldr     x0, [x23, #0x18]
            stlur   x21, [x0, #0x88]
 
G_M000_IG07:                ;; offset=0x00A0
            add     w20, w20, #0x400
            cmp     w20, #16, LSL #12
            blt     G_M000_IG03
 
G_M000_IG08:                ;; offset=0x00AC
            ldr     x0, [x19, #0x10]
            ldr     x0, [x0, #0x18]
            ldapur  x0, [x0, #0x88]
 
G_M000_IG09:                ;; offset=0x00B8
            ldr     x23, [sp, #0x38]
            ldp     x21, x22, [sp, #0x28]
            ldp     x19, x20, [sp, #0x18]
            ldp     fp, lr, [sp], #0x40
            ret     lr
 
G_M000_IG10:                ;; offset=0x00CC
            ldr     x0, [x19, #0x20]
            cbnz    x0, G_M000_IG12
            ldr     x0, [x19, #0x18]
            mov     w2, #0x400
            movz    x3, #0xFA98
            movk    x3, #0x6C0 LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            ldr     wzr, [x0]
            blr     x3
            mov     x21, x0
 
G_M000_IG11:                ;; offset=0x00F8
            b       G_M000_IG05
 
G_M000_IG12:                ;; offset=0x00FC
            ldr     x1, [x19, #0x28]
            add     x2, x0, #792
            ldapr   x2, [x2]
            ldrsb   wzr, [x1]
            add     x3, x1, #136
            mov     x4, x3
            eor     x5, x4, #8
            sub     x4, x5, x4
            add     x3, x4, x3
            ldapr   x4, [x3]
            add     x4, x4, #0x400
            cmp     x4, x2
            ble     G_M000_IG13
            mov     w1, #0x400
            movz    x2, #0xFDB0
            movk    x2, #0x6E9 LSL #16
            movk    x2, #85 LSL #32
            ldr     x2, [x2]
            blr     x2
            mov     x21, x0
            b       G_M000_IG14
 
G_M000_IG13:                ;; offset=0x0150
            add     x1, x1, #136
            mov     x4, #0x400
            ldaddal x4, x1, [x1]
            add     x21, x1, #0x400
            stlr    x21, [x3]
            cmp     x21, x2
            ble     G_M000_IG14
            ldr     w1, [x0, #0x50]
            sub     x1, x21, w1, SXTW
            sub     x2, x21, #0x400
            mov     w3, wzr
            movz    x4, #0xFDC8
            movk    x4, #0x6E9 LSL #16
            movk    x4, #85 LSL #32
            ldr     x4, [x4]
            blr     x4
 
G_M000_IG14:                ;; offset=0x0190
            b       G_M000_IG11
 
G_M000_IG15:                ;; offset=0x0194
            ldr     x23, [x19, #0x20]
            cbz     x23, G_M000_IG16
            mov     x0, x23
            mov     x1, x22
            mov     x2, x21
            movz    x3, #0xFDE0
            movk    x3, #0x6E9 LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            blr     x3
            mov     x0, x23
            mov     x1, x22
            mov     x2, x21
            movz    x3, #0xFDF8
            movk    x3, #0x6E9 LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            blr     x3
            b       G_M000_IG07
 
G_M000_IG16:                ;; offset=0x01E0
            ldr     x23, [x19, #0x18]
            ldr     x0, [x23, #0x300]
            ldr     x1, [x23, #0x310]
            sub     x2, x0, x21
            sub     x0, x0, x1
            cmp     x2, x0
            bhs     G_M000_IG17
            sub     x0, x21, x22
            sub     x1, x21, x1
            cmp     x0, x1
            blo     G_M000_IG18
 
G_M000_IG17:                ;; offset=0x020C
            mov     x0, x23
            mov     x1, x22
            mov     x2, x21
            movz    x3, #0xFB70
            movk    x3, #0x6C0 LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            blr     x3
 
G_M000_IG18:                ;; offset=0x022C
            str     x21, [x23, #0x310]
            ldr     x0, [x23, #0x18]
            stlur   x21, [x0, #0x88]
            ldrb    w0, [x23, #0x59]
            cbz     w0, G_M000_IG07
            ldrb    w0, [x23, #0x58]
            cbz     w0, G_M000_IG19
            mov     x0, x23
            movz    x1, #0xFE10
            movk    x1, #0x6E9 LSL #16
            movk    x1, #85 LSL #32
            ldr     x1, [x1]
            blr     x1
 
G_M000_IG19:                ;; offset=0x0260
            ldapur  x0, [x23, #0x38]
            cbz     x0, G_M000_IG07
            ldapur  w1, [x0, #0x10]
            cbz     w1, G_M000_IG07
            movz    x1, #0xEEC8
            movk    x1, #0x6E9 LSL #16
            movk    x1, #85 LSL #32
            ldr     x1, [x1]
            blr     x1
            b       G_M000_IG07
 
G_M000_IG20:                ;; offset=0x0288
            mov     x0, x23
            mov     x1, x22
            mov     x2, x21
            movz    x3, #0xFB70
            movk    x3, #0x6C0 LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            blr     x3
            b       G_M000_IG06
 
G_M000_IG21:                ;; offset=0x02AC
            mov     w1, #0x400
            movz    x2, #0xFA68
            movk    x2, #0x6C0 LSL #16
            movk    x2, #85 LSL #32
            ldr     x2, [x2]
            blr     x2
            brk     #0
 
; Total bytes of code 712


; Assembly listing for method NDisruptor.BatchEventProcessor`2[System.__Canon,NDisruptor.EventHandlerInvoker`2[System.__Canon,NDisruptor.Benchmarks.Micro.ConsumePath+HaltingSum]]:ProcessEvents():this (Tier1)
; Emitting BLENDED_CODE for generic ARM64 on Unix
; Tier1 code
; optimized code
; optimized using Dynamic PGO
; fp based frame
; fully interruptible
; with Dynamic PGO: fgCalledCount is 225

G_M000_IG01:                ;; offset=0x0000
            stp     fp, lr, [sp, #-0x20]!
            mov     fp, sp
            stp     xzr, x0, [fp, #0x10]
 
G_M000_IG02:                ;; offset=0x000C
            ldr     x0, [fp, #0x18]
 
G_M000_IG03:                ;; offset=0x0010
            movz    x1, #0x4510
            movk    x1, #0x6F9 LSL #16
            movk    x1, #85 LSL #32
            ldr     x1, [x1]
            blr     x1
            nop     
 
G_M000_IG04:                ;; offset=0x0028
            ldp     fp, lr, [sp], #0x20
            ret     lr
 
G_M000_IG05:                ;; offset=0x0030
            ldp     x1, x0, [fp, #0x10]
            movz    x2, #0x4528
            movk    x2, #0x6F9 LSL #16
            movk    x2, #85 LSL #32
            ldr     x2, [x2]
            blr     x2
            cbnz    w0, G_M000_IG02
            b       G_M000_IG04
 
G_M000_IG06:                ;; offset=0x0050
            stp     fp, lr, [sp, #-0x10]!
 
G_M000_IG07:                ;; offset=0x0054
            mov     x1, x0
            movz    x0, #0x5D8
            movk    x0, #0x496 LSL #16
            movk    x0, #85 LSL #32
            bl      CORINFO_HELP_ISINSTANCEOFCLASS
            cbnz    x0, G_M000_IG09
 
G_M000_IG08:                ;; offset=0x006C
            mov     w0, wzr
            b       G_M000_IG10
 
G_M000_IG09:                ;; offset=0x0074
            str     x0, [fp, #0x10]
            ldr     x0, [fp, #0x18]
            ldr     x1, [x0, #0x88]
            mov     x2, #0x8000000000000000
            cmp     x1, x2
            cset    x1, ne
            mov     w0, w1
 
G_M000_IG10:                ;; offset=0x0090
            ldp     fp, lr, [sp], #0x10
            ret     lr
 
G_M000_IG11:                ;; offset=0x0098
            stp     fp, lr, [sp, #-0x10]!
 
G_M000_IG12:                ;; offset=0x009C
            adr     x0, [G_M000_IG05]
 
G_M000_IG13:                ;; offset=0x00A0
            ldp     fp, lr, [sp], #0x10
            ret     lr
 
; Total bytes of code 168


; Assembly listing for method NDisruptor.BatchEventProcessor`2[NDisruptor.Benchmarks.Contenders.LongEvent,NDisruptor.ValueEventHandlerInvoker`1[NDisruptor.Benchmarks.Contenders.LongEvent]]:Consume():this (FullOpts)
; Emitting BLENDED_CODE for generic ARM64 on Unix
; FullOpts code
; optimized code
; optimized using Synthesized PGO
; fp based frame
; partially interruptible
; with Synthesized PGO: fgCalledCount is 100
; No PGO data
; 0 inlinees with PGO data; 15 single block inlinees; 10 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
            stp     fp, lr, [sp, #-0x30]!
            stp     x19, x20, [sp, #0x18]
            str     x21, [sp, #0x28]
            mov     fp, sp
            mov     x19, x0
 
G_M000_IG02:                ;; offset=0x0014
            ldr     x14, [x19, #0x08]
            ldr     x14, [x14, #0x10]
            ldapur  x15, [x14, #0x38]
            add     x14, x19, #96
            bl      CORINFO_HELP_ASSIGN_REF
            ldr     x0, [x19, #0x38]
            ldapur  x0, [x0, #0x88]
            add     x20, x0, #1
            b       G_M000_IG20
 
G_M000_IG03:                ;; offset=0x0038
            movz    x0, #0x3888
            movk    x0, #0x65C0 LSL #16
            movk    x0, #85 LSL #32
            ldr     x0, [x0]
            ldr     x0, [x0, #0x08]
            ldr     x0, [x0, #0x08]
            cbz     x0, G_M000_IG05
 
G_M000_IG04:                ;; offset=0x0054
            add     x0, x19, #72
            sub     x1, x21, x20
            add     x1, x1, #1
            movz    x2, #0xEE50
            movk    x2, #0x6E9 LSL #16
            movk    x2, #85 LSL #32
            ldr     x2, [x2]
            blr     x2
 
G_M000_IG05:                ;; offset=0x0074
            ldr     x0, [x19, #0x18]
            ldapur  x0, [x0, #0x98]
            cmp     x0, x20
            bge     G_M000_IG26
 
G_M000_IG06:                ;; offset=0x0084
            mov     x0, x19
            mov     x1, x20
            mov     x2, x21
            movz    x3, #0x4B28
            movk    x3, #0x6F9 LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            blr     x3
            cbz     w0, G_M000_IG25
 
G_M000_IG07:                ;; offset=0x00A8
            ldr     x0, [x19, #0x70]
            cbnz    x0, G_M000_IG24
 
G_M000_IG08:                ;; offset=0x00B0
            str     x21, [x19, #0x88]
            sub     x0, x21, x20
            cmp     x0, #63
            bge     G_M000_IG23
 
G_M000_IG09:                ;; offset=0x00C0
            mov     x0, x19
            mov     x1, x20
            mov     x2, x21
            movz    x3, #0x4B40
            movk    x3, #0x6F9 LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            blr     x3
 
G_M000_IG10:                ;; offset=0x00E0
            mov     x1, #0x8000000000000000
            str     x1, [x19, #0x88]
 
G_M000_IG11:                ;; offset=0x00E8
            mov     x20, x0
            mov     x0, #0x8000000000000000
            cmp     x20, x0
            beq     G_M000_IG22
 
G_M000_IG12:                ;; offset=0x00F8
            ldr     x0, [x19, #0x38]
            stlur   x21, [x0, #0x88]
            ldr     x0, [x19, #0x28]
            cbz     x0, G_M000_IG15
 
G_M000_IG13:                ;; offset=0x0108
            ldr     x0, [x0, #0x08]
            ldrsb   wzr, [x0]
            dmb     ish
            ldapur  w1, [x0, #0x10]
            cbz     w1, G_M000_IG15
 
G_M000_IG14:                ;; offset=0x011C
            movz    x1, #0xEEB0
            movk    x1, #0x6E9 LSL #16
            movk    x1, #85 LSL #32
            ldr     x1, [x1]
            blr     x1
 
G_M000_IG15:                ;; offset=0x0130
            ldr     x0, [x19, #0x60]
            cbz     x0, G_M000_IG18
 
G_M000_IG16:                ;; offset=0x0138
            ldapur  w1, [x0, #0x10]
            cbz     w1, G_M000_IG18
 
G_M000_IG17:                ;; offset=0x0140
            movz    x1, #0xEEC8
            movk    x1, #0x6E9 LSL #16
            movk    x1, #85 LSL #32
            ldr     x1, [x1]
            blr     x1
 
G_M000_IG18:                ;; offset=0x0154
            ldr     x0, [x19, #0x30]
            ldapur  x1, [x0, #0xB0]
            cbz     x1, G_M000_IG20
 
G_M000_IG19:                ;; offset=0x0160
            mov     x1, x21
            movz    x2, #0xE880
            movk    x2, #0x6C0 LSL #16
            movk    x2, #85 LSL #32
            ldr     x2, [x2]
            blr     x2
 
G_M000_IG20:                ;; offset=0x0178
            mov     x0, x19
            mov     x1, x20
            movz    x2, #0x4BA0
            movk    x2, #0x6F9 LSL #16
            movk    x2, #85 LSL #32
            ldr     x2, [x2]
            blr     x2
            mov     x21, x0
            cmp     x21, x20
            bge     G_M000_IG03
 
G_M000_IG21:                ;; offset=0x01A0
            mov     x0, #0x8000000000000000
            cmp     x21, x0
            bne     G_M000_IG20
 
G_M000_IG22:                ;; offset=0x01AC
            ldr     x21, [sp, #0x28]
            ldp     x19, x20, [sp, #0x18]
            ldp     fp, lr, [sp], #0x30
            ret     lr
 
G_M000_IG23:                ;; offset=0x01BC
            mov     x0, x19
            mov     x1, x20
            mov     x2, x21
            movz    x3, #0x4B58
            movk    x3, #0x6F9 LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            blr     x3
            b       G_M000_IG10
 
G_M000_IG24:                ;; offset=0x01E0
            mov     x0, x19
            mov     x1, x20
            mov     x2, x21
            movz    x3, #0x4B70
            movk    x3, #0x6F9 LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            blr     x3
            b       G_M000_IG11
 
G_M000_IG25:                ;; offset=0x0204
            mov     x0, #0x8000000000000000
            b       G_M000_IG11
 
G_M000_IG26:                ;; offset=0x020C
            mov     x0, x19
            mov     x1, x20
            mov     x2, x21
            movz    x3, #0x4B88
            movk    x3, #0x6F9 LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            blr     x3
            b       G_M000_IG11
 
; Total bytes of code 560


; Assembly listing for method NDisruptor.BatchEventProcessor`2[NDisruptor.Benchmarks.Contenders.LongEvent,NDisruptor.ValueEventHandlerInvoker`1[NDisruptor.Benchmarks.Contenders.LongEvent]]:AwaitBatch(long):long:this (Tier1)
; Emitting BLENDED_CODE for generic ARM64 on Unix
; Tier1 code
; optimized code
; optimized using Dynamic PGO
; fp based frame
; fully interruptible
; with Dynamic PGO: fgCalledCount is 31
; 10 inlinees with PGO data; 11 single block inlinees; 1 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
            stp     fp, lr, [sp, #-0x30]!
            stp     x19, x20, [sp, #0x10]
            stp     x21, x22, [sp, #0x20]
            mov     fp, sp
            mov     x20, x0
            mov     x19, x1
 
G_M000_IG02:                ;; offset=0x0018
            ldr     x21, [x20, #0x10]
            ldr     x0, [x20, #0x78]
            add     x0, x19, x0
            sub     x22, x0, #1
            ldr     x0, [x21, #0x38]
            cbnz    x0, G_M000_IG15
 
G_M000_IG03:                ;; offset=0x0030
            ldr     x3, [x21, #0x30]
            cbz     x3, G_M000_IG17
            ldapur  x2, [x3, #0x88]
 
G_M000_IG04:                ;; offset=0x003C
            sub     x3, x2, x19
            ldr     w0, [x20, #0xA0]
            sub     w0, w0, #1
            cmp     x3, w0, SXTW
            blo     G_M000_IG21
 
G_M000_IG05:                ;; offset=0x0050
            ldapurb w0, [x21, #0x48]
            cbnz    w0, G_M000_IG12
 
G_M000_IG06:                ;; offset=0x0058
            ldr     x0, [x21, #0x30]
            cbz     x0, G_M000_IG24
            ldapur  x0, [x0, #0x88]
 
G_M000_IG07:                ;; offset=0x0064
            ldr     x1, [x21, #0x10]
            mov     x2, #0x8000000000000000
            cmp     x1, #0
            csel    x0, x0, x2, eq
 
G_M000_IG08:                ;; offset=0x0074
            cmp     x0, x19
            blt     G_M000_IG13
 
G_M000_IG09:                ;; offset=0x007C
            cmp     x0, x19
            blt     G_M000_IG14
 
G_M000_IG10:                ;; offset=0x0084
            cmp     x0, x22
            csel    x0, x0, x22, le
 
G_M000_IG11:                ;; offset=0x008C
            ldp     x21, x22, [sp, #0x20]
            ldp     x19, x20, [sp, #0x10]
            ldp     fp, lr, [sp], #0x30
            ret     lr
 
G_M000_IG12:                ;; offset=0x009C
            mov     x0, #0x8000000000000000
            b       G_M000_IG08
 
G_M000_IG13:                ;; offset=0x00A4
            mov     x0, x20
            mov     x1, x19
            mov     x2, x22
            movz    x3, #0x4BB8
            movk    x3, #0x6F9 LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            blr     x3
            b       G_M000_IG09
 
G_M000_IG14:                ;; offset=0x00C8
            ldp     x21, x22, [sp, #0x20]
            ldp     x19, x20, [sp, #0x10]
            ldp     fp, lr, [sp], #0x30
            ret     lr
 
G_M000_IG15:                ;; offset=0x00D8
            add     x1, x0, #632
            ldp     x2, x1, [x1, #0x08]
            and     x1, x19, x1
            add     x1, x2, x1,  LSL #2
            ldapr   w1, [x1]
            ldr     w0, [x0, #0x290]
            lsr     x0, x19, x0
            cmp     w1, w0
            beq     G_M000_IG03
            movz    x0, #0xF5B8
            movk    x0, #0x6F6 LSL #16
            movk    x0, #85 LSL #32
            bl      CORINFO_HELP_GET_NONGCSTATIC_BASE
            movz    x3, #0xB298
            movk    x3, #892 LSL #16
            movk    x3, #85 LSL #32
            ldr     w3, [x3]
            mov     x1, x19
            mov     x2, x22
            mov     x0, x21
            movz    x4, #0xFE28
            movk    x4, #0x6E9 LSL #16
            movk    x4, #85 LSL #32
            ldr     x4, [x4]
            blr     x4
            cmp     x0, x19
            blt     G_M000_IG03
 
G_M000_IG16:                ;; offset=0x0144
            ldp     x21, x22, [sp, #0x20]
            ldp     x19, x20, [sp, #0x10]
            ldp     fp, lr, [sp], #0x30
            ret     lr
 
G_M000_IG17:                ;; offset=0x0154
            ldr     x2, [x21, #0x28]
            movn    x3, #0x8000 LSL #48
            mov     w0, wzr
            b       G_M000_IG20
 
G_M000_IG18:                ;; offset=0x0164
            add     x1, x2, #16
            ldr     x1, [x1, w0, UXTW #3]
            ldapur  x1, [x1, #0x88]
            cmp     x3, x1
            ble     G_M000_IG19
            mov     x3, x1
            b       G_M000_IG19
 
G_M000_IG19:                ;; offset=0x0180
            add     w0, w0, #1
 
G_M000_IG20:                ;; offset=0x0184
            ldr     w1, [x2, #0x08]
            cmp     w1, w0
            bgt     G_M000_IG18
            mov     x2, x3
            b       G_M000_IG04
 
G_M000_IG21:                ;; offset=0x0198
            ldr     w3, [x20, #0xA0]
            mov     x0, x21
            mov     x1, x19
            movz    x4, #0xEF40
            movk    x4, #0x6E9 LSL #16
            movk    x4, #85 LSL #32
            ldr     x4, [x4]
            blr     x4
            ldr     w1, [x20, #0xA0]
            sub     x2, x0, x19
            add     x2, x2, #1
            cmp     x2, w1, SXTW
            bge     G_M000_IG22
            movn    x2, #0x8000 LSL #48
            b       G_M000_IG23
 
G_M000_IG22:                ;; offset=0x01D4
            asr     w2, w1, #31
            and     w2, w2, #3
            add     w1, w2, w1
            asr     w1, w1, #2
            sub     x2, x0, w1, SXTW
 
G_M000_IG23:                ;; offset=0x01E8
            cmp     x22, x2
            csel    x22, x22, x2, le
            b       G_M000_IG05
 
G_M000_IG24:                ;; offset=0x01F4
            ldr     x0, [x21, #0x28]
            movn    x1, #0x8000 LSL #48
            mov     w2, wzr
            b       G_M000_IG27
 
G_M000_IG25:                ;; offset=0x0204
            add     x3, x0, #16
            ldr     x3, [x3, w2, UXTW #3]
            ldapur  x3, [x3, #0x88]
            cmp     x1, x3
            ble     G_M000_IG26
            mov     x1, x3
            b       G_M000_IG26
 
G_M000_IG26:                ;; offset=0x0220
            add     w2, w2, #1
 
G_M000_IG27:                ;; offset=0x0224
            ldr     w3, [x0, #0x08]
            cmp     w3, w2
            bgt     G_M000_IG25
            mov     x0, x1
            b       G_M000_IG07
 
; Total bytes of code 568


; Assembly listing for method NDisruptor.Benchmarks.Micro.ConsumePath:ValueBatchClassHandler():long:this (Tier1)
; Emitting BLENDED_CODE for generic ARM64 on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; fp based frame
; fully interruptible
; with Synthesized PGO: fgCalledCount is 100
; No PGO data
; 13 inlinees with PGO data; 25 single block inlinees; 4 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
            stp     fp, lr, [sp, #-0x60]!
            stp     x19, x20, [sp, #0x38]
            stp     x21, x22, [sp, #0x48]
            str     x23, [sp, #0x58]
            mov     fp, sp
            str     xzr, [fp, #0x10]
 
G_M000_IG02:                ;; offset=0x0018
            ldr     x1, [x0, #0x40]
            str     x1, [fp, #0x28]
            ldr     x19, [x0, #0x30]
            mov     w20, wzr
 
G_M000_IG03:                ;; offset=0x0028
            ldr     x0, [x19, #0x10]
            ldr     w1, [x0, #0x50]
            cmp     w1, #0x3FF
            bls     G_M000_IG33
            add     x1, fp, #52
            asr     x1, x1, #16
            ldr     x2, [x19, #0x18]
            cbz     x2, G_M000_IG10
            ldr     x0, [x2, #0x300]
            ldr     x3, [x2, #0x308]
            add     x21, x0, #0x400
            ldr     x0, [x2, #0x318]
            eor     x0, x1, x0
            sub     x3, x3, x21
            orr     x0, x0, x3,  ASR #63
            cbnz    x0, G_M000_IG10
 
G_M000_IG04:                ;; offset=0x0068
            str     x21, [x2, #0x300]
 
G_M000_IG05:                ;; offset=0x006C
            sub     x22, x21, #0x3FF
            ldapur  x23, [x19, #0x30]
            cbz     x23, G_M000_IG27
            ldr     x0, [x23, #0x300]
            ldr     x1, [x23, #0x310]
            sub     x2, x0, x21
            sub     x0, x0, x1
            sub     x3, x21, x22
            sub     x1, x21, x1
            cmp     x2, x0
            ccmp    x3, x1, c, lo
            bhs     G_M000_IG32
 
G_M000_IG06:                ;; offset=0x009C
            str     x21, [x23, #0x310]
            ldr     x0, [x23, #0x18]
            stlur   x21, [x0, #0x88]
 
G_M000_IG07:                ;; offset=0x00A8
            add     w20, w20, #0x400
            cmp     w20, #16, LSL #12
            blt     G_M000_IG03
 
G_M000_IG08:                ;; offset=0x00B4
            ldr     x0, [x19, #0x10]
            ldr     x0, [x0, #0x18]
            ldapur  x0, [x0, #0x88]
            ldr     x1, [fp, #0x28]
            str     x0, [x1, #0x10]
            ldr     x0, [x1, #0x08]
            ldr     x2, [x0]
            movz    x3, #784
            movk    x3, #0x6CE LSL #16
            movk    x3, #85 LSL #32
            cmp     x2, x3
            bne     G_M000_IG37
            str     x0, [fp, #0x20]
            add     x0, x0, #64
            ldapr   w2, [x0]
            tbnz    w2, #0, G_M000_IG35
 
G_M000_IG09:                ;; offset=0x00F4
            add     w3, w2, #4
            orr     w3, w3, #1
            mov     w4, w2
            casal   w4, w3, [x0]
            cmp     w4, w2
            bne     G_M000_IG34
            bl      System.Environment:get_CurrentManagedThreadId():int
            ldr     x3, [fp, #0x20]
            str     w0, [x3, #0x50]
            ldr     x0, [x3, #0x08]
            ldr     x0, [x0, #0x10]
            str     x0, [fp, #0x18]
            ldr     x0, [fp, #0x18]
            add     x1, x0, #84
            mov     w2, #1
            ldaddal w2, w1, [x1]
            b       G_M000_IG18
 
G_M000_IG10:                ;; offset=0x0138
            ldr     x0, [x19, #0x20]
            cbz     x0, G_M000_IG16
 
G_M000_IG11:                ;; offset=0x0140
            ldr     x1, [x19, #0x28]
            add     x2, x0, #792
            ldapr   x2, [x2]
            ldrsb   wzr, [x1], #0x88
            mov     x3, x1
            mov     x4, x3
            eor     x5, x4, #8
            sub     x4, x5, x4
            add     x3, x4, x3
            ldapr   x4, [x3]
            add     x4, x4, #0x400
            cmp     x4, x2
            bgt     G_M000_IG15
 
G_M000_IG12:                ;; offset=0x0174
            mov     x4, #0x400
            ldaddal x4, x1, [x1]
            add     x21, x1, #0x400
            stlr    x21, [x3]
            cmp     x21, x2
            ble     G_M000_IG14
 
G_M000_IG13:                ;; offset=0x018C
            ldr     w1, [x0, #0x50]
            sub     x1, x21, w1, SXTW
            sub     x2, x21, #0x400
            mov     w3, wzr
            movz    x4, #0xFDC8
            movk    x4, #0x6E9 LSL #16
            movk    x4, #85 LSL #32
            ldr     x4, [x4]
            blr     x4
 
G_M000_IG14:                ;; offset=0x01B0
            b       G_M000_IG17
 
G_M000_IG15:                ;; offset=0x01B4
            mov     w1, #0x400
            movz    x2, #0xFDB0
            movk    x2, #0x6E9 LSL #16
            movk    x2, #85 LSL #32
            ldr     x2, [x2]
            blr     x2
            mov     x21, x0
            b       G_M000_IG14
 
G_M000_IG16:                ;; offset=0x01D4
            ldr     x0, [x19, #0x18]
            mov     w2, #0x400
            movz    x3, #0xFA98
            movk    x3, #0x6C0 LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            ldr     wzr, [x0]
            blr     x3
            mov     x21, x0
 
G_M000_IG17:                ;; offset=0x01F8
            b       G_M000_IG05
 
G_M000_IG18:                ;; offset=0x01FC
            ldr     x1, [x3, #0x10]
            stlurb  wzr, [x1, #0x48]
            dmb     ish
 
G_M000_IG19:                ;; offset=0x0208
            ldr     x0, [x3, #0x20]
            add     x1, x3, #88
            add     x2, x3, #72
            movz    x4, #0xEB80
            movk    x4, #0x6E9 LSL #16
            movk    x4, #85 LSL #32
            ldr     x4, [x4]
            ldr     wzr, [x0]
            blr     x4
            cbz     w0, G_M000_IG23
            ldr     x3, [fp, #0x20]
            ldapur  w0, [x3, #0x40]
            tbnz    w0, #1, G_M000_IG23
 
G_M000_IG20:                ;; offset=0x023C
            ldr     x3, [fp, #0x20]
 
G_M000_IG21:                ;; offset=0x0240
            mov     x0, x3
            movz    x1, #0xED48
            movk    x1, #0x6E9 LSL #16
            movk    x1, #85 LSL #32
            ldr     x1, [x1]
            blr     x1
            b       G_M000_IG23
 
G_M000_IG22:                ;; offset=0x025C
            ldr     x0, [fp, #0x20]
            ldr     x1, [fp, #0x10]
            movz    x2, #0xED60
            movk    x2, #0x6E9 LSL #16
            movk    x2, #85 LSL #32
            ldr     x2, [x2]
            blr     x2
            cbnz    w0, G_M000_IG20
 
G_M000_IG23:                ;; offset=0x027C
            ldr     x3, [fp, #0x20]
            ldr     x0, [x3, #0x20]
            add     x1, x3, #88
            add     x2, x3, #72
            movz    x4, #0xEBB0
            movk    x4, #0x6E9 LSL #16
            movk    x4, #85 LSL #32
            ldr     x4, [x4]
            ldr     wzr, [x0]
            blr     x4
 
G_M000_IG24:                ;; offset=0x02A4
            ldr     x0, [fp, #0x18]
            add     x0, x0, #84
            movn    w1, #0
            ldaddal w1, w0, [x0]
            ldr     x3, [fp, #0x20]
            add     x0, x3, #64
            movn    w1, #3
            mvn     w2, w1
            ldclral w2, w0, [x0]
            ldr     x0, [x3, #0x20]
            add     x0, x0, #32
            mov     x1, xzr
            swpal   x1, x0, [x0]
            cbnz    x0, G_M000_IG36
 
G_M000_IG25:                ;; offset=0x02DC
            ldr     x1, [fp, #0x28]
            ldr     x0, [x1, #0x18]
 
G_M000_IG26:                ;; offset=0x02E4
            ldr     x23, [sp, #0x58]
            ldp     x21, x22, [sp, #0x48]
            ldp     x19, x20, [sp, #0x38]
            ldp     fp, lr, [sp], #0x60
            ret     lr
 
G_M000_IG27:                ;; offset=0x02F8
            ldr     x23, [x19, #0x20]
            cbz     x23, G_M000_IG28
            mov     x0, x23
            mov     x1, x22
            mov     x2, x21
            movz    x3, #0xFDE0
            movk    x3, #0x6E9 LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            blr     x3
            mov     x0, x23
            mov     x1, x22
            mov     x2, x21
            movz    x3, #0xFDF8
            movk    x3, #0x6E9 LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            blr     x3
            b       G_M000_IG07
 
G_M000_IG28:                ;; offset=0x0344
            ldr     x23, [x19, #0x18]
            ldr     x0, [x23, #0x300]
            ldr     x1, [x23, #0x310]
            sub     x2, x0, x21
            sub     x0, x0, x1
            cmp     x2, x0
            bhs     G_M000_IG29
            sub     x0, x21, x22
            sub     x1, x21, x1
            cmp     x0, x1
            blo     G_M000_IG30
 
G_M000_IG29:                ;; offset=0x0370
            mov     x0, x23
            mov     x1, x22
            mov     x2, x21
            movz    x3, #0xFB70
            movk    x3, #0x6C0 LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            blr     x3
 
G_M000_IG30:                ;; offset=0x0390
            str     x21, [x23, #0x310]
            ldr     x0, [x23, #0x18]
            stlur   x21, [x0, #0x88]
            ldrb    w0, [x23, #0x59]
            cbz     w0, G_M000_IG07
            ldrb    w0, [x23, #0x58]
            cbz     w0, G_M000_IG31
            mov     x0, x23
            movz    x1, #0xFE10
            movk    x1, #0x6E9 LSL #16
            movk    x1, #85 LSL #32
            ldr     x1, [x1]
            blr     x1
 
G_M000_IG31:                ;; offset=0x03C4
            ldapur  x0, [x23, #0x38]
            cbz     x0, G_M000_IG07
            ldapur  w1, [x0, #0x10]
            cbz     w1, G_M000_IG07
            movz    x1, #0xEEC8
            movk    x1, #0x6E9 LSL #16
            movk    x1, #85 LSL #32
            ldr     x1, [x1]
            blr     x1
            b       G_M000_IG07
 
G_M000_IG32:                ;; offset=0x03EC
            mov     x0, x23
            mov     x1, x22
            mov     x2, x21
            movz    x3, #0xFB70
            movk    x3, #0x6C0 LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            blr     x3
            b       G_M000_IG06
 
G_M000_IG33:                ;; offset=0x0410
            mov     w1, #0x400
            movz    x2, #0xFA68
            movk    x2, #0x6C0 LSL #16
            movk    x2, #85 LSL #32
            ldr     x2, [x2]
            blr     x2
            brk     #0
 
G_M000_IG34:                ;; offset=0x042C
            sxtw    w2, w4
            tbz     w2, #0, G_M000_IG09
 
G_M000_IG35:                ;; offset=0x0434
            movz    x0, #0x7798
            movk    x0, #0x52A LSL #16
            movk    x0, #85 LSL #32
            bl      CORINFO_HELP_NEWSFAST
            mov     x19, x0
            mov     w0, #0x4BFD
            movz    x1, #0x7C38
            movk    x1, #0x4F3 LSL #16
            movk    x1, #85 LSL #32
            movz    x2, #0x6C70
            movk    x2, #0x51E LSL #16
            movk    x2, #85 LSL #32
            ldr     x2, [x2]
            blr     x2
            mov     x20, x0
            ldr     x0, [fp, #0x20]
            movz    x1, #0xFEA0
            movk    x1, #0x6CD LSL #16
            movk    x1, #85 LSL #32
            ldr     x1, [x1]
            blr     x1
            movz    x1, #0xD638
            movk    x1, #0x51E LSL #16
            movk    x1, #85 LSL #32
            ldr     x1, [x1]
            blr     x1
            movz    x1, #0xA1A8
            movk    x1, #892 LSL #16
            movk    x1, #85 LSL #32
            ldr     x1, [x1]
            blr     x1
            mov     x21, x0
            mov     w0, #0x4C23
            movz    x1, #0x7C38
            movk    x1, #0x4F3 LSL #16
            movk    x1, #85 LSL #32
            movz    x2, #0x6C70
            movk    x2, #0x51E LSL #16
            movk    x2, #85 LSL #32
            ldr     x2, [x2]
            blr     x2
            mov     x2, x0
            mov     x0, x20
            mov     x1, x21
            movz    x3, #0xE8B0
            movk    x3, #0x51E LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            blr     x3
            mov     x1, x0
            mov     x0, x19
            movz    x2, #0x6D60
            movk    x2, #0x559 LSL #16
            movk    x2, #85 LSL #32
            ldr     x2, [x2]
            blr     x2
            mov     x0, x19
            bl      CORINFO_HELP_THROW
            brk     #0
 
G_M000_IG36:                ;; offset=0x0520
            movz    x1, #0xFE40
            movk    x1, #0x6E9 LSL #16
            movk    x1, #85 LSL #32
            ldr     x1, [x1]
            blr     x1
            movz    x1, #0xEA60
            movk    x1, #0x6E9 LSL #16
            movk    x1, #85 LSL #32
            ldr     x1, [x1]
            ldr     wzr, [x0]
            blr     x1
            brk     #0
 
G_M000_IG37:                ;; offset=0x0550
            movz    x11, #0x4390
            movk    x11, #893 LSL #16
            movk    x11, #85 LSL #32
            ldr     xip0, [x11]
            blr     xip0
            b       G_M000_IG25
 
G_M000_IG38:                ;; offset=0x0568
            stp     fp, lr, [sp, #-0x40]!
            stp     x19, x20, [sp, #0x18]
            stp     x21, x22, [sp, #0x28]
            str     x23, [sp, #0x38]
 
G_M000_IG39:                ;; offset=0x0578
            mov     x1, x0
            movz    x0, #0x5D8
            movk    x0, #0x496 LSL #16
            movk    x0, #85 LSL #32
            bl      CORINFO_HELP_ISINSTANCEOFCLASS
            cbnz    x0, G_M000_IG41
 
G_M000_IG40:                ;; offset=0x0590
            mov     w0, wzr
            b       G_M000_IG42
 
G_M000_IG41:                ;; offset=0x0598
            str     x0, [fp, #0x10]
            ldr     x0, [fp, #0x20]
            ldr     x1, [x0, #0x88]
            mov     x2, #0x8000000000000000
            cmp     x1, x2
            cset    x1, ne
            mov     w0, w1
 
G_M000_IG42:                ;; offset=0x05B4
            ldr     x23, [sp, #0x38]
            ldp     x21, x22, [sp, #0x28]
            ldp     x19, x20, [sp, #0x18]
            ldp     fp, lr, [sp], #0x40
            ret     lr
 
G_M000_IG43:                ;; offset=0x05C8
            stp     fp, lr, [sp, #-0x40]!
            stp     x19, x20, [sp, #0x18]
            stp     x21, x22, [sp, #0x28]
            str     x23, [sp, #0x38]
 
G_M000_IG44:                ;; offset=0x05D8
            adr     x0, [G_M000_IG22]
 
G_M000_IG45:                ;; offset=0x05DC
            ldr     x23, [sp, #0x38]
            ldp     x21, x22, [sp, #0x28]
            ldp     x19, x20, [sp, #0x18]
            ldp     fp, lr, [sp], #0x40
            ret     lr
 
G_M000_IG46:                ;; offset=0x05F0
            stp     fp, lr, [sp, #-0x40]!
            stp     x19, x20, [sp, #0x18]
            stp     x21, x22, [sp, #0x28]
            str     x23, [sp, #0x38]
 
G_M000_IG47:                ;; offset=0x0600
            ldr     x0, [fp, #0x20]
            ldr     x0, [x0, #0x20]
            ldr     x3, [fp, #0x20]
            add     x1, x3, #88
            add     x2, x3, #72
            movz    x4, #0xEBB0
            movk    x4, #0x6E9 LSL #16
            movk    x4, #85 LSL #32
            ldr     x4, [x4]
            ldr     wzr, [x0]
            blr     x4
 
G_M000_IG48:                ;; offset=0x062C
            ldr     x23, [sp, #0x38]
            ldp     x21, x22, [sp, #0x28]
            ldp     x19, x20, [sp, #0x18]
            ldp     fp, lr, [sp], #0x40
            ret     lr
 
G_M000_IG49:                ;; offset=0x0640
            stp     fp, lr, [sp, #-0x40]!
            stp     x19, x20, [sp, #0x18]
            stp     x21, x22, [sp, #0x28]
            str     x23, [sp, #0x38]
 
G_M000_IG50:                ;; offset=0x0650
            ldr     x0, [fp, #0x18]
            add     x0, x0, #84
            movn    w1, #0
            ldaddal w1, w0, [x0]
            ldr     x3, [fp, #0x20]
            add     x3, x3, #64
            movn    w0, #3
            mvn     w1, w0
            ldclral w1, w0, [x3]
 
G_M000_IG51:                ;; offset=0x0674
            ldr     x23, [sp, #0x38]
            ldp     x21, x22, [sp, #0x28]
            ldp     x19, x20, [sp, #0x18]
            ldp     fp, lr, [sp], #0x40
            ret     lr
 
; Total bytes of code 1672


; Assembly listing for method NDisruptor.BatchEventProcessor`2[NDisruptor.Benchmarks.Contenders.LongEvent,NDisruptor.ValueEventHandlerInvoker`1[NDisruptor.Benchmarks.Contenders.LongEvent]]:ProcessEvents():this (Tier1)
; Emitting BLENDED_CODE for generic ARM64 on Unix
; Tier1 code
; optimized code
; optimized using Dynamic PGO
; fp based frame
; fully interruptible
; with Dynamic PGO: fgCalledCount is 156

G_M000_IG01:                ;; offset=0x0000
            stp     fp, lr, [sp, #-0x20]!
            mov     fp, sp
            stp     xzr, x0, [fp, #0x10]
 
G_M000_IG02:                ;; offset=0x000C
            ldr     x0, [fp, #0x18]
 
G_M000_IG03:                ;; offset=0x0010
            movz    x1, #0x4AC8
            movk    x1, #0x6F9 LSL #16
            movk    x1, #85 LSL #32
            ldr     x1, [x1]
            blr     x1
            nop     
 
G_M000_IG04:                ;; offset=0x0028
            ldp     fp, lr, [sp], #0x20
            ret     lr
 
G_M000_IG05:                ;; offset=0x0030
            ldp     x1, x0, [fp, #0x10]
            movz    x2, #0x4AE0
            movk    x2, #0x6F9 LSL #16
            movk    x2, #85 LSL #32
            ldr     x2, [x2]
            blr     x2
            cbnz    w0, G_M000_IG02
            b       G_M000_IG04
 
G_M000_IG06:                ;; offset=0x0050
            stp     fp, lr, [sp, #-0x10]!
 
G_M000_IG07:                ;; offset=0x0054
            mov     x1, x0
            movz    x0, #0x5D8
            movk    x0, #0x496 LSL #16
            movk    x0, #85 LSL #32
            bl      CORINFO_HELP_ISINSTANCEOFCLASS
            cbnz    x0, G_M000_IG09
 
G_M000_IG08:                ;; offset=0x006C
            mov     w0, wzr
            b       G_M000_IG10
 
G_M000_IG09:                ;; offset=0x0074
            str     x0, [fp, #0x10]
            ldr     x0, [fp, #0x18]
            ldr     x1, [x0, #0x88]
            mov     x2, #0x8000000000000000
            cmp     x1, x2
            cset    x1, ne
            mov     w0, w1
 
G_M000_IG10:                ;; offset=0x0090
            ldp     fp, lr, [sp], #0x10
            ret     lr
 
G_M000_IG11:                ;; offset=0x0098
            stp     fp, lr, [sp, #-0x10]!
 
G_M000_IG12:                ;; offset=0x009C
            adr     x0, [G_M000_IG05]
 
G_M000_IG13:                ;; offset=0x00A0
            ldp     fp, lr, [sp], #0x10
            ret     lr
 
; Total bytes of code 168


; Assembly listing for method NDisruptor.BatchEventProcessor`2[System.__Canon,NDisruptor.EventHandlerInvoker`1[System.__Canon]]:Consume():this (FullOpts)
; Emitting BLENDED_CODE for generic ARM64 on Unix
; FullOpts code
; optimized code
; optimized using Synthesized PGO
; fp based frame
; partially interruptible
; with Synthesized PGO: fgCalledCount is 100
; No PGO data
; 0 inlinees with PGO data; 14 single block inlinees; 10 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
            stp     fp, lr, [sp, #-0x40]!
            stp     x19, x20, [sp, #0x20]
            stp     x21, x22, [sp, #0x30]
            mov     fp, sp
            str     x0, [fp, #0x18]
            mov     x19, x0
 
G_M000_IG02:                ;; offset=0x0018
            ldr     x14, [x19, #0x08]
            ldr     x14, [x14, #0x10]
            ldapur  x15, [x14, #0x38]
            add     x14, x19, #96
            bl      CORINFO_HELP_ASSIGN_REF
            ldr     x0, [x19, #0x38]
            ldapur  x0, [x0, #0x88]
            add     x20, x0, #1
            b       G_M000_IG22
 
G_M000_IG03:                ;; offset=0x003C
            movz    x0, #0x3888
            movk    x0, #0x65C0 LSL #16
            movk    x0, #85 LSL #32
            ldr     x0, [x0]
            ldr     x0, [x0, #0x08]
            ldr     x0, [x0, #0x08]
            cbz     x0, G_M000_IG05
 
G_M000_IG04:                ;; offset=0x0058
            add     x0, x19, #72
            sub     x1, x21, x20
            add     x1, x1, #1
            movz    x2, #0xEE50
            movk    x2, #0x6E9 LSL #16
            movk    x2, #85 LSL #32
            ldr     x2, [x2]
            blr     x2
 
G_M000_IG05:                ;; offset=0x0078
            ldr     x0, [x19, #0x18]
            ldapur  x0, [x0, #0x98]
            cmp     x0, x20
            bge     G_M000_IG29
 
G_M000_IG06:                ;; offset=0x0088
            ldr     x0, [x19]
            ldr     x1, [x0, #0x30]
            ldr     x1, [x1, #0x08]
            ldr     x2, [x1, #0x28]
            cbz     x2, G_M000_IG25
 
G_M000_IG07:                ;; offset=0x009C
            add     x0, x19, #88
            blr     x2
            cbz     w0, G_M000_IG09
 
G_M000_IG08:                ;; offset=0x00A8
            mov     x0, x19
            mov     x1, x20
            mov     x2, x21
            movz    x3, #0x5050
            movk    x3, #0x6F9 LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            blr     x3
            cbz     w0, G_M000_IG26
 
G_M000_IG09:                ;; offset=0x00CC
            ldr     x0, [x19, #0x70]
            cbnz    x0, G_M000_IG28
 
G_M000_IG10:                ;; offset=0x00D4
            str     x21, [x19, #0x88]
            sub     x0, x21, x20
            cmp     x0, #63
            bge     G_M000_IG27
 
G_M000_IG11:                ;; offset=0x00E4
            mov     x0, x19
            mov     x1, x20
            mov     x2, x21
            movz    x3, #0x5068
            movk    x3, #0x6F9 LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            blr     x3
            mov     x22, x0
 
G_M000_IG12:                ;; offset=0x0108
            mov     x0, #0x8000000000000000
            str     x0, [x19, #0x88]
 
G_M000_IG13:                ;; offset=0x0110
            mov     x20, x22
            mov     x0, #0x8000000000000000
            cmp     x20, x0
            beq     G_M000_IG24
 
G_M000_IG14:                ;; offset=0x0120
            ldr     x0, [x19, #0x38]
            stlur   x21, [x0, #0x88]
            ldr     x0, [x19, #0x28]
            cbz     x0, G_M000_IG17
 
G_M000_IG15:                ;; offset=0x0130
            ldr     x0, [x0, #0x08]
            ldrsb   wzr, [x0]
            dmb     ish
            ldapur  w1, [x0, #0x10]
            cbz     w1, G_M000_IG17
 
G_M000_IG16:                ;; offset=0x0144
            movz    x1, #0xEEB0
            movk    x1, #0x6E9 LSL #16
            movk    x1, #85 LSL #32
            ldr     x1, [x1]
            blr     x1
 
G_M000_IG17:                ;; offset=0x0158
            ldr     x0, [x19, #0x60]
            cbz     x0, G_M000_IG20
 
G_M000_IG18:                ;; offset=0x0160
            ldapur  w1, [x0, #0x10]
            cbz     w1, G_M000_IG20
 
G_M000_IG19:                ;; offset=0x0168
            movz    x1, #0xEEC8
            movk    x1, #0x6E9 LSL #16
            movk    x1, #85 LSL #32
            ldr     x1, [x1]
            blr     x1
 
G_M000_IG20:                ;; offset=0x017C
            ldr     x0, [x19, #0x30]
            ldapur  x1, [x0, #0xB0]
            cbz     x1, G_M000_IG22
 
G_M000_IG21:                ;; offset=0x0188
            mov     x1, x21
            movz    x2, #0xE880
            movk    x2, #0x6C0 LSL #16
            movk    x2, #85 LSL #32
            ldr     x2, [x2]
            blr     x2
 
G_M000_IG22:                ;; offset=0x01A0
            mov     x0, x19
            mov     x1, x20
            movz    x2, #0x50C8
            movk    x2, #0x6F9 LSL #16
            movk    x2, #85 LSL #32
            ldr     x2, [x2]
            blr     x2
            mov     x21, x0
            cmp     x21, x20
            bge     G_M000_IG03
 
G_M000_IG23:                ;; offset=0x01C8
            mov     x0, #0x8000000000000000
            cmp     x21, x0
            bne     G_M000_IG22
 
G_M000_IG24:                ;; offset=0x01D4
            ldp     x21, x22, [sp, #0x30]
            ldp     x19, x20, [sp, #0x20]
            ldp     fp, lr, [sp], #0x40
            ret     lr
 
G_M000_IG25:                ;; offset=0x01E4
            movz    x1, #0x9F08
            movk    x1, #0x703 LSL #16
            movk    x1, #85 LSL #32
            bl      CORINFO_HELP_RUNTIMEHANDLE_CLASS
            mov     x2, x0
            b       G_M000_IG07
 
G_M000_IG26:                ;; offset=0x01FC
            mov     x22, #0x8000000000000000
            b       G_M000_IG13
 
G_M000_IG27:                ;; offset=0x0204
            mov     x0, x19
            mov     x1, x20
            mov     x2, x21
            movz    x3, #0x5080
            movk    x3, #0x6F9 LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            blr     x3
            mov     x22, x0
            b       G_M000_IG12
 
G_M000_IG28:                ;; offset=0x022C
            mov     x0, x19
            mov     x1, x20
            mov     x2, x21
            movz    x3, #0x5098
            movk    x3, #0x6F9 LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            blr     x3
            mov     x22, x0
            b       G_M000_IG13
 
G_M000_IG29:                ;; offset=0x0254
            mov     x0, x19
            mov     x1, x20
            mov     x2, x21
            movz    x3, #0x50B0
            movk    x3, #0x6F9 LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            blr     x3
            mov     x22, x0
            b       G_M000_IG13
 
; Total bytes of code 636


; Assembly listing for method NDisruptor.BatchEventProcessor`2[System.__Canon,NDisruptor.EventHandlerInvoker`1[System.__Canon]]:AwaitBatch(long):long:this (Tier1)
; Emitting BLENDED_CODE for generic ARM64 on Unix
; Tier1 code
; optimized code
; optimized using Dynamic PGO
; fp based frame
; fully interruptible
; with Dynamic PGO: fgCalledCount is 29
; 10 inlinees with PGO data; 11 single block inlinees; 1 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
            stp     fp, lr, [sp, #-0x30]!
            stp     x19, x20, [sp, #0x10]
            stp     x21, x22, [sp, #0x20]
            mov     fp, sp
            mov     x20, x0
            mov     x19, x1
 
G_M000_IG02:                ;; offset=0x0018
            ldr     x21, [x20, #0x10]
            ldr     x0, [x20, #0x78]
            add     x0, x19, x0
            sub     x22, x0, #1
            ldr     x0, [x21, #0x38]
            cbnz    x0, G_M000_IG15
 
G_M000_IG03:                ;; offset=0x0030
            ldr     x3, [x21, #0x30]
            cbz     x3, G_M000_IG17
            ldapur  x2, [x3, #0x88]
 
G_M000_IG04:                ;; offset=0x003C
            sub     x3, x2, x19
            ldr     w0, [x20, #0xA0]
            sub     w0, w0, #1
            cmp     x3, w0, SXTW
            blo     G_M000_IG21
 
G_M000_IG05:                ;; offset=0x0050
            ldapurb w0, [x21, #0x48]
            cbnz    w0, G_M000_IG12
 
G_M000_IG06:                ;; offset=0x0058
            ldr     x0, [x21, #0x30]
            cbz     x0, G_M000_IG24
            ldapur  x0, [x0, #0x88]
 
G_M000_IG07:                ;; offset=0x0064
            ldr     x1, [x21, #0x10]
            mov     x2, #0x8000000000000000
            cmp     x1, #0
            csel    x0, x0, x2, eq
 
G_M000_IG08:                ;; offset=0x0074
            cmp     x0, x19
            blt     G_M000_IG13
 
G_M000_IG09:                ;; offset=0x007C
            cmp     x0, x19
            blt     G_M000_IG14
 
G_M000_IG10:                ;; offset=0x0084
            cmp     x0, x22
            csel    x0, x0, x22, le
 
G_M000_IG11:                ;; offset=0x008C
            ldp     x21, x22, [sp, #0x20]
            ldp     x19, x20, [sp, #0x10]
            ldp     fp, lr, [sp], #0x30
            ret     lr
 
G_M000_IG12:                ;; offset=0x009C
            mov     x0, #0x8000000000000000
            b       G_M000_IG08
 
G_M000_IG13:                ;; offset=0x00A4
            mov     x0, x20
            mov     x1, x19
            mov     x2, x22
            movz    x3, #0x50E0
            movk    x3, #0x6F9 LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            blr     x3
            b       G_M000_IG09
 
G_M000_IG14:                ;; offset=0x00C8
            ldp     x21, x22, [sp, #0x20]
            ldp     x19, x20, [sp, #0x10]
            ldp     fp, lr, [sp], #0x30
            ret     lr
 
G_M000_IG15:                ;; offset=0x00D8
            add     x1, x0, #632
            ldp     x2, x1, [x1, #0x08]
            and     x1, x19, x1
            add     x1, x2, x1,  LSL #2
            ldapr   w1, [x1]
            ldr     w0, [x0, #0x290]
            lsr     x0, x19, x0
            cmp     w1, w0
            beq     G_M000_IG03
            movz    x0, #0xF5B8
            movk    x0, #0x6F6 LSL #16
            movk    x0, #85 LSL #32
            bl      CORINFO_HELP_GET_NONGCSTATIC_BASE
            movz    x3, #0xB298
            movk    x3, #892 LSL #16
            movk    x3, #85 LSL #32
            ldr     w3, [x3]
            mov     x1, x19
            mov     x2, x22
            mov     x0, x21
            movz    x4, #0xFE28
            movk    x4, #0x6E9 LSL #16
            movk    x4, #85 LSL #32
            ldr     x4, [x4]
            blr     x4
            cmp     x0, x19
            blt     G_M000_IG03
 
G_M000_IG16:                ;; offset=0x0144
            ldp     x21, x22, [sp, #0x20]
            ldp     x19, x20, [sp, #0x10]
            ldp     fp, lr, [sp], #0x30
            ret     lr
 
G_M000_IG17:                ;; offset=0x0154
            ldr     x2, [x21, #0x28]
            movn    x3, #0x8000 LSL #48
            mov     w0, wzr
            b       G_M000_IG20
 
G_M000_IG18:                ;; offset=0x0164
            add     x1, x2, #16
            ldr     x1, [x1, w0, UXTW #3]
            ldapur  x1, [x1, #0x88]
            cmp     x3, x1
            ble     G_M000_IG19
            mov     x3, x1
            b       G_M000_IG19
 
G_M000_IG19:                ;; offset=0x0180
            add     w0, w0, #1
 
G_M000_IG20:                ;; offset=0x0184
            ldr     w1, [x2, #0x08]
            cmp     w1, w0
            bgt     G_M000_IG18
            mov     x2, x3
            b       G_M000_IG04
 
G_M000_IG21:                ;; offset=0x0198
            ldr     w3, [x20, #0xA0]
            mov     x0, x21
            mov     x1, x19
            movz    x4, #0xEF40
            movk    x4, #0x6E9 LSL #16
            movk    x4, #85 LSL #32
            ldr     x4, [x4]
            blr     x4
            ldr     w1, [x20, #0xA0]
            sub     x2, x0, x19
            add     x2, x2, #1
            cmp     x2, w1, SXTW
            bge     G_M000_IG22
            movn    x2, #0x8000 LSL #48
            b       G_M000_IG23
 
G_M000_IG22:                ;; offset=0x01D4
            asr     w2, w1, #31
            and     w2, w2, #3
            add     w1, w2, w1
            asr     w1, w1, #2
            sub     x2, x0, w1, SXTW
 
G_M000_IG23:                ;; offset=0x01E8
            cmp     x22, x2
            csel    x22, x22, x2, le
            b       G_M000_IG05
 
G_M000_IG24:                ;; offset=0x01F4
            ldr     x0, [x21, #0x28]
            movn    x1, #0x8000 LSL #48
            mov     w2, wzr
            b       G_M000_IG27
 
G_M000_IG25:                ;; offset=0x0204
            add     x3, x0, #16
            ldr     x3, [x3, w2, UXTW #3]
            ldapur  x3, [x3, #0x88]
            cmp     x1, x3
            ble     G_M000_IG26
            mov     x1, x3
            b       G_M000_IG26
 
G_M000_IG26:                ;; offset=0x0220
            add     w2, w2, #1
 
G_M000_IG27:                ;; offset=0x0224
            ldr     w3, [x0, #0x08]
            cmp     w3, w2
            bgt     G_M000_IG25
            mov     x0, x1
            b       G_M000_IG07
 
; Total bytes of code 568


; Assembly listing for method NDisruptor.Benchmarks.Micro.ConsumePath:ClassBatchClassHandler():long:this (Tier1)
; Emitting BLENDED_CODE for generic ARM64 on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; fp based frame
; fully interruptible
; with Synthesized PGO: fgCalledCount is 100
; No PGO data
; 13 inlinees with PGO data; 25 single block inlinees; 4 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
            stp     fp, lr, [sp, #-0x60]!
            stp     x19, x20, [sp, #0x38]
            stp     x21, x22, [sp, #0x48]
            str     x23, [sp, #0x58]
            mov     fp, sp
            str     xzr, [fp, #0x10]
 
G_M000_IG02:                ;; offset=0x0018
            ldr     x1, [x0, #0x48]
            str     x1, [fp, #0x28]
            ldr     x19, [x0, #0x38]
            mov     w20, wzr
 
G_M000_IG03:                ;; offset=0x0028
            ldr     x0, [x19, #0x10]
            ldr     w1, [x0, #0x50]
            cmp     w1, #0x3FF
            bls     G_M000_IG30
            add     x0, fp, #52
            asr     x1, x0, #16
            ldr     x0, [x19, #0x18]
            cbz     x0, G_M000_IG10
            ldr     x2, [x0, #0x300]
            ldr     x3, [x0, #0x308]
            add     x21, x2, #0x400
            ldr     x2, [x0, #0x318]
            eor     x2, x1, x2
            sub     x3, x3, x21
            orr     x2, x2, x3,  ASR #63
            cbnz    x2, G_M000_IG10
 
G_M000_IG04:                ;; offset=0x0068
            str     x21, [x0, #0x300]
 
G_M000_IG05:                ;; offset=0x006C
            sub     x22, x21, #0x3FF
            ldapur  x23, [x19, #0x30]
            cbz     x23, G_M000_IG24
            ldr     x0, [x23, #0x300]
            ldr     x1, [x23, #0x310]
            sub     x2, x0, x21
            sub     x0, x0, x1
            sub     x3, x21, x22
            sub     x1, x21, x1
            cmp     x2, x0
            ccmp    x3, x1, c, lo
            bhs     G_M000_IG29
 
G_M000_IG06:                ;; offset=0x009C
            str     x21, [x23, #0x310]
            ldr     x0, [x23, #0x18]
            stlur   x21, [x0, #0x88]
 
G_M000_IG07:                ;; offset=0x00A8
            add     w20, w20, #0x400
            cmp     w20, #16, LSL #12
            blt     G_M000_IG03
 
G_M000_IG08:                ;; offset=0x00B4
            ldr     x0, [x19, #0x10]
            ldr     x0, [x0, #0x18]
            ldapur  x0, [x0, #0x88]
            ldr     x1, [fp, #0x28]
            str     x0, [x1, #0x10]
            ldr     x0, [x1, #0x08]
            ldr     x2, [x0]
            movz    x3, #784
            movk    x3, #0x6CE LSL #16
            movk    x3, #85 LSL #32
            cmp     x2, x3
            bne     G_M000_IG34
            str     x0, [fp, #0x20]
            add     x0, x0, #64
            ldapr   w2, [x0]
            tbnz    w2, #0, G_M000_IG32
 
G_M000_IG09:                ;; offset=0x00F4
            add     w3, w2, #4
            orr     w3, w3, #1
            mov     w4, w2
            casal   w4, w3, [x0]
            cmp     w4, w2
            bne     G_M000_IG31
            bl      System.Environment:get_CurrentManagedThreadId():int
            ldr     x3, [fp, #0x20]
            str     w0, [x3, #0x50]
            ldr     x0, [x3, #0x08]
            ldr     x0, [x0, #0x10]
            str     x0, [fp, #0x18]
            ldr     x0, [fp, #0x18]
            add     x1, x0, #84
            mov     w2, #1
            ldaddal w2, w1, [x1]
            b       G_M000_IG12
 
G_M000_IG10:                ;; offset=0x0138
            ldr     x0, [x19, #0x20]
            cbnz    x0, G_M000_IG21
            ldr     x0, [x19, #0x18]
            mov     w2, #0x400
            movz    x3, #0xFA98
            movk    x3, #0x6C0 LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            ldr     wzr, [x0]
            blr     x3
            mov     x21, x0
 
G_M000_IG11:                ;; offset=0x0164
            b       G_M000_IG05
 
G_M000_IG12:                ;; offset=0x0168
            ldr     x1, [x3, #0x10]
            stlurb  wzr, [x1, #0x48]
            dmb     ish
 
G_M000_IG13:                ;; offset=0x0174
            ldr     x0, [x3, #0x20]
            add     x1, x3, #88
            add     x2, x3, #72
            movz    x4, #0xEB80
            movk    x4, #0x6E9 LSL #16
            movk    x4, #85 LSL #32
            ldr     x4, [x4]
            ldr     wzr, [x0]
            blr     x4
            cbz     w0, G_M000_IG17
            ldr     x3, [fp, #0x20]
            ldapur  w0, [x3, #0x40]
            tbnz    w0, #1, G_M000_IG17
 
G_M000_IG14:                ;; offset=0x01A8
            ldr     x3, [fp, #0x20]
 
G_M000_IG15:                ;; offset=0x01AC
            mov     x0, x3
            movz    x1, #0xED48
            movk    x1, #0x6E9 LSL #16
            movk    x1, #85 LSL #32
            ldr     x1, [x1]
            blr     x1
            b       G_M000_IG17
 
G_M000_IG16:                ;; offset=0x01C8
            ldr     x0, [fp, #0x20]
            ldr     x1, [fp, #0x10]
            movz    x2, #0xED60
            movk    x2, #0x6E9 LSL #16
            movk    x2, #85 LSL #32
            ldr     x2, [x2]
            blr     x2
            cbnz    w0, G_M000_IG14
 
G_M000_IG17:                ;; offset=0x01E8
            ldr     x3, [fp, #0x20]
            ldr     x0, [x3, #0x20]
            add     x1, x3, #88
            add     x2, x3, #72
            movz    x4, #0xEBB0
            movk    x4, #0x6E9 LSL #16
            movk    x4, #85 LSL #32
            ldr     x4, [x4]
            ldr     wzr, [x0]
            blr     x4
 
G_M000_IG18:                ;; offset=0x0210
            ldr     x0, [fp, #0x18]
            add     x0, x0, #84
            movn    w1, #0
            ldaddal w1, w0, [x0]
            ldr     x3, [fp, #0x20]
            add     x0, x3, #64
            movn    w1, #3
            mvn     w2, w1
            ldclral w2, w0, [x0]
            ldr     x0, [x3, #0x20]
            add     x0, x0, #32
            mov     x1, xzr
            swpal   x1, x0, [x0]
            cbnz    x0, G_M000_IG33
 
G_M000_IG19:                ;; offset=0x0248
            ldr     x1, [fp, #0x28]
            ldr     x0, [x1, #0x18]
 
G_M000_IG20:                ;; offset=0x0250
            ldr     x23, [sp, #0x58]
            ldp     x21, x22, [sp, #0x48]
            ldp     x19, x20, [sp, #0x38]
            ldp     fp, lr, [sp], #0x60
            ret     lr
 
G_M000_IG21:                ;; offset=0x0264
            ldr     x1, [x19, #0x28]
            add     x2, x0, #792
            ldapr   x2, [x2]
            ldrsb   wzr, [x1]
            add     x3, x1, #136
            mov     x4, x3
            eor     x5, x4, #8
            sub     x4, x5, x4
            add     x3, x4, x3
            ldapr   x4, [x3]
            add     x4, x4, #0x400
            cmp     x4, x2
            ble     G_M000_IG22
            mov     w1, #0x400
            movz    x2, #0xFDB0
            movk    x2, #0x6E9 LSL #16
            movk    x2, #85 LSL #32
            ldr     x2, [x2]
            blr     x2
            mov     x21, x0
            b       G_M000_IG23
 
G_M000_IG22:                ;; offset=0x02B8
            add     x1, x1, #136
            mov     x4, #0x400
            ldaddal x4, x1, [x1]
            add     x21, x1, #0x400
            stlr    x21, [x3]
            cmp     x21, x2
            ble     G_M000_IG23
            ldr     w1, [x0, #0x50]
            sub     x1, x21, w1, SXTW
            sub     x2, x21, #0x400
            mov     w3, wzr
            movz    x4, #0xFDC8
            movk    x4, #0x6E9 LSL #16
            movk    x4, #85 LSL #32
            ldr     x4, [x4]
            blr     x4
 
G_M000_IG23:                ;; offset=0x02F8
            b       G_M000_IG11
 
G_M000_IG24:                ;; offset=0x02FC
            ldr     x23, [x19, #0x20]
            cbz     x23, G_M000_IG25
            mov     x0, x23
            mov     x1, x22
            mov     x2, x21
            movz    x3, #0xFDE0
            movk    x3, #0x6E9 LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            blr     x3
            mov     x0, x23
            mov     x1, x22
            mov     x2, x21
            movz    x3, #0xFDF8
            movk    x3, #0x6E9 LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            blr     x3
            b       G_M000_IG07
 
G_M000_IG25:                ;; offset=0x0348
            ldr     x23, [x19, #0x18]
            ldr     x0, [x23, #0x300]
            ldr     x1, [x23, #0x310]
            sub     x2, x0, x21
            sub     x0, x0, x1
            cmp     x2, x0
            bhs     G_M000_IG26
            sub     x0, x21, x22
            sub     x1, x21, x1
            cmp     x0, x1
            blo     G_M000_IG27
 
G_M000_IG26:                ;; offset=0x0374
            mov     x0, x23
            mov     x1, x22
            mov     x2, x21
            movz    x3, #0xFB70
            movk    x3, #0x6C0 LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            blr     x3
 
G_M000_IG27:                ;; offset=0x0394
            str     x21, [x23, #0x310]
            ldr     x0, [x23, #0x18]
            stlur   x21, [x0, #0x88]
            ldrb    w0, [x23, #0x59]
            cbz     w0, G_M000_IG07
            ldrb    w0, [x23, #0x58]
            cbz     w0, G_M000_IG28
            mov     x0, x23
            movz    x1, #0xFE10
            movk    x1, #0x6E9 LSL #16
            movk    x1, #85 LSL #32
            ldr     x1, [x1]
            blr     x1
 
G_M000_IG28:                ;; offset=0x03C8
            ldapur  x0, [x23, #0x38]
            cbz     x0, G_M000_IG07
            ldapur  w1, [x0, #0x10]
            cbz     w1, G_M000_IG07
            movz    x1, #0xEEC8
            movk    x1, #0x6E9 LSL #16
            movk    x1, #85 LSL #32
            ldr     x1, [x1]
            blr     x1
            b       G_M000_IG07
 
G_M000_IG29:                ;; offset=0x03F0
            mov     x0, x23
            mov     x1, x22
            mov     x2, x21
            movz    x3, #0xFB70
            movk    x3, #0x6C0 LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            blr     x3
            b       G_M000_IG06
 
G_M000_IG30:                ;; offset=0x0414
            mov     w1, #0x400
            movz    x2, #0xFA68
            movk    x2, #0x6C0 LSL #16
            movk    x2, #85 LSL #32
            ldr     x2, [x2]
            blr     x2
            brk     #0
 
G_M000_IG31:                ;; offset=0x0430
            sxtw    w2, w4
            tbz     w2, #0, G_M000_IG09
 
G_M000_IG32:                ;; offset=0x0438
            movz    x0, #0x7798
            movk    x0, #0x52A LSL #16
            movk    x0, #85 LSL #32
            bl      CORINFO_HELP_NEWSFAST
            mov     x19, x0
            mov     w0, #0x4BFD
            movz    x1, #0x7C38
            movk    x1, #0x4F3 LSL #16
            movk    x1, #85 LSL #32
            movz    x2, #0x6C70
            movk    x2, #0x51E LSL #16
            movk    x2, #85 LSL #32
            ldr     x2, [x2]
            blr     x2
            mov     x20, x0
            ldr     x0, [fp, #0x20]
            movz    x1, #0xFEA0
            movk    x1, #0x6CD LSL #16
            movk    x1, #85 LSL #32
            ldr     x1, [x1]
            blr     x1
            movz    x1, #0xD638
            movk    x1, #0x51E LSL #16
            movk    x1, #85 LSL #32
            ldr     x1, [x1]
            blr     x1
            movz    x1, #0xA1A8
            movk    x1, #892 LSL #16
            movk    x1, #85 LSL #32
            ldr     x1, [x1]
            blr     x1
            mov     x21, x0
            mov     w0, #0x4C23
            movz    x1, #0x7C38
            movk    x1, #0x4F3 LSL #16
            movk    x1, #85 LSL #32
            movz    x2, #0x6C70
            movk    x2, #0x51E LSL #16
            movk    x2, #85 LSL #32
            ldr     x2, [x2]
            blr     x2
            mov     x2, x0
            mov     x0, x20
            mov     x1, x21
            movz    x3, #0xE8B0
            movk    x3, #0x51E LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            blr     x3
            mov     x1, x0
            mov     x0, x19
            movz    x2, #0x6D60
            movk    x2, #0x559 LSL #16
            movk    x2, #85 LSL #32
            ldr     x2, [x2]
            blr     x2
            mov     x0, x19
            bl      CORINFO_HELP_THROW
            brk     #0
 
G_M000_IG33:                ;; offset=0x0524
            movz    x1, #0xFE40
            movk    x1, #0x6E9 LSL #16
            movk    x1, #85 LSL #32
            ldr     x1, [x1]
            blr     x1
            movz    x1, #0xEA60
            movk    x1, #0x6E9 LSL #16
            movk    x1, #85 LSL #32
            ldr     x1, [x1]
            ldr     wzr, [x0]
            blr     x1
            brk     #0
 
G_M000_IG34:                ;; offset=0x0554
            movz    x11, #0x44E8
            movk    x11, #893 LSL #16
            movk    x11, #85 LSL #32
            ldr     xip0, [x11]
            blr     xip0
            b       G_M000_IG19
 
G_M000_IG35:                ;; offset=0x056C
            stp     fp, lr, [sp, #-0x40]!
            stp     x19, x20, [sp, #0x18]
            stp     x21, x22, [sp, #0x28]
            str     x23, [sp, #0x38]
 
G_M000_IG36:                ;; offset=0x057C
            mov     x1, x0
            movz    x0, #0x5D8
            movk    x0, #0x496 LSL #16
            movk    x0, #85 LSL #32
            bl      CORINFO_HELP_ISINSTANCEOFCLASS
            cbnz    x0, G_M000_IG38
 
G_M000_IG37:                ;; offset=0x0594
            mov     w0, wzr
            b       G_M000_IG39
 
G_M000_IG38:                ;; offset=0x059C
            str     x0, [fp, #0x10]
            ldr     x0, [fp, #0x20]
            ldr     x1, [x0, #0x88]
            mov     x2, #0x8000000000000000
            cmp     x1, x2
            cset    x1, ne
            mov     w0, w1
 
G_M000_IG39:                ;; offset=0x05B8
            ldr     x23, [sp, #0x38]
            ldp     x21, x22, [sp, #0x28]
            ldp     x19, x20, [sp, #0x18]
            ldp     fp, lr, [sp], #0x40
            ret     lr
 
G_M000_IG40:                ;; offset=0x05CC
            stp     fp, lr, [sp, #-0x40]!
            stp     x19, x20, [sp, #0x18]
            stp     x21, x22, [sp, #0x28]
            str     x23, [sp, #0x38]
 
G_M000_IG41:                ;; offset=0x05DC
            adr     x0, [G_M000_IG16]
 
G_M000_IG42:                ;; offset=0x05E0
            ldr     x23, [sp, #0x38]
            ldp     x21, x22, [sp, #0x28]
            ldp     x19, x20, [sp, #0x18]
            ldp     fp, lr, [sp], #0x40
            ret     lr
 
G_M000_IG43:                ;; offset=0x05F4
            stp     fp, lr, [sp, #-0x40]!
            stp     x19, x20, [sp, #0x18]
            stp     x21, x22, [sp, #0x28]
            str     x23, [sp, #0x38]
 
G_M000_IG44:                ;; offset=0x0604
            ldr     x0, [fp, #0x20]
            ldr     x0, [x0, #0x20]
            ldr     x3, [fp, #0x20]
            add     x1, x3, #88
            add     x2, x3, #72
            movz    x4, #0xEBB0
            movk    x4, #0x6E9 LSL #16
            movk    x4, #85 LSL #32
            ldr     x4, [x4]
            ldr     wzr, [x0]
            blr     x4
 
G_M000_IG45:                ;; offset=0x0630
            ldr     x23, [sp, #0x38]
            ldp     x21, x22, [sp, #0x28]
            ldp     x19, x20, [sp, #0x18]
            ldp     fp, lr, [sp], #0x40
            ret     lr
 
G_M000_IG46:                ;; offset=0x0644
            stp     fp, lr, [sp, #-0x40]!
            stp     x19, x20, [sp, #0x18]
            stp     x21, x22, [sp, #0x28]
            str     x23, [sp, #0x38]
 
G_M000_IG47:                ;; offset=0x0654
            ldr     x0, [fp, #0x18]
            add     x0, x0, #84
            movn    w1, #0
            ldaddal w1, w0, [x0]
            ldr     x3, [fp, #0x20]
            add     x3, x3, #64
            movn    w0, #3
            mvn     w1, w0
            ldclral w1, w0, [x3]
 
G_M000_IG48:                ;; offset=0x0678
            ldr     x23, [sp, #0x38]
            ldp     x21, x22, [sp, #0x28]
            ldp     x19, x20, [sp, #0x18]
            ldp     fp, lr, [sp], #0x40
            ret     lr
 
; Total bytes of code 1676


; Assembly listing for method NDisruptor.BatchEventProcessor`2[System.__Canon,NDisruptor.EventHandlerInvoker`1[System.__Canon]]:ProcessEvents():this (Tier1)
; Emitting BLENDED_CODE for generic ARM64 on Unix
; Tier1 code
; optimized code
; optimized using Dynamic PGO
; fp based frame
; fully interruptible
; with Dynamic PGO: fgCalledCount is 357

G_M000_IG01:                ;; offset=0x0000
            stp     fp, lr, [sp, #-0x20]!
            mov     fp, sp
            stp     xzr, x0, [fp, #0x10]
 
G_M000_IG02:                ;; offset=0x000C
            ldr     x0, [fp, #0x18]
 
G_M000_IG03:                ;; offset=0x0010
            movz    x1, #0x4FF0
            movk    x1, #0x6F9 LSL #16
            movk    x1, #85 LSL #32
            ldr     x1, [x1]
            blr     x1
            nop     
 
G_M000_IG04:                ;; offset=0x0028
            ldp     fp, lr, [sp], #0x20
            ret     lr
 
G_M000_IG05:                ;; offset=0x0030
            ldp     x1, x0, [fp, #0x10]
            movz    x2, #0x5008
            movk    x2, #0x6F9 LSL #16
            movk    x2, #85 LSL #32
            ldr     x2, [x2]
            blr     x2
            cbnz    w0, G_M000_IG02
            b       G_M000_IG04
 
G_M000_IG06:                ;; offset=0x0050
            stp     fp, lr, [sp, #-0x10]!
 
G_M000_IG07:                ;; offset=0x0054
            mov     x1, x0
            movz    x0, #0x5D8
            movk    x0, #0x496 LSL #16
            movk    x0, #85 LSL #32
            bl      CORINFO_HELP_ISINSTANCEOFCLASS
            cbnz    x0, G_M000_IG09
 
G_M000_IG08:                ;; offset=0x006C
            mov     w0, wzr
            b       G_M000_IG10
 
G_M000_IG09:                ;; offset=0x0074
            str     x0, [fp, #0x10]
            ldr     x0, [fp, #0x18]
            ldr     x1, [x0, #0x88]
            mov     x2, #0x8000000000000000
            cmp     x1, x2
            cset    x1, ne
            mov     w0, w1
 
G_M000_IG10:                ;; offset=0x0090
            ldp     fp, lr, [sp], #0x10
            ret     lr
 
G_M000_IG11:                ;; offset=0x0098
            stp     fp, lr, [sp, #-0x10]!
 
G_M000_IG12:                ;; offset=0x009C
            adr     x0, [G_M000_IG05]
 
G_M000_IG13:                ;; offset=0x00A0
            ldp     fp, lr, [sp], #0x10
            ret     lr
 
; Total bytes of code 168


; Assembly listing for method Disruptor.Processing.ValueEventProcessor`6[NDisruptor.Benchmarks.Contenders.LongEvent,Disruptor.Processing.EventProcessorHelpers+ValueRingBufferDataProvider`1[NDisruptor.Benchmarks.Contenders.LongEvent],Disruptor.Processing.EventProcessorHelpers+NoopPublishedSequenceReader,NDisruptor.Benchmarks.Micro.ConsumePath+DnHaltingSum,Disruptor.Processing.EventProcessorHelpers+NoopOnBatchStartEvaluator,Disruptor.Processing.EventProcessorHelpers+NoopBatchSizeLimiter]:ProcessEvents(System.Threading.CancellationToken):this (FullOpts)
; Emitting BLENDED_CODE for generic ARM64 on Unix
; FullOpts code
; optimized code
; optimized using Synthesized PGO
; fp based frame
; fully interruptible
; with Synthesized PGO: fgCalledCount is 100
; No PGO data
; 2 inlinees with PGO data; 20 single block inlinees; 3 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
            stp     fp, lr, [sp, #-0x40]!
            str     x19, [sp, #0x38]
            mov     fp, sp
            stp     x0, xzr, [fp, #0x18]
            str     x1, [fp, #0x30]
 
G_M000_IG02:                ;; offset=0x0014
            ldr     x1, [x0, #0x10]
            ldapur  x1, [x1, #0x40]
            add     x1, x1, #1
            str     x1, [fp, #0x28]
 
G_M000_IG03:                ;; offset=0x0024
            nop     
 
G_M000_IG04:                ;; offset=0x0028
            ldr     x0, [fp, #0x18]
            ldr     x1, [x0, #0x08]
            ldr     x2, [fp, #0x30]
            str     x2, [fp, #0x20]
            ldrsb   wzr, [x1]
            ldr     x2, [fp, #0x20]
            cbz     x2, G_M000_IG06
 
G_M000_IG05:                ;; offset=0x0044
            ldr     x2, [fp, #0x20]
            ldapur  w2, [x2, #0x20]
            cbnz    w2, G_M000_IG20
 
G_M000_IG06:                ;; offset=0x0050
            ldr     x2, [x1, #0x18]
            movn    x19, #0x8000 LSL #48
            ldr     x2, [x2, #0x10]
            ldr     w3, [x2, #0x08]
            cmp     w3, #0
            ble     G_M000_IG11
 
G_M000_IG07:                ;; offset=0x0068
            add     x2, x2, #16
            b       G_M000_IG10
            align   [4 bytes for IG08]
            align   [4 bytes]
            align   [4 bytes]
            align   [4 bytes]
 
G_M000_IG08:                ;; offset=0x0080
            mov     x19, x4
 
G_M000_IG09:                ;; offset=0x0084
            sub     w3, w3, #1
            cbz     w3, G_M000_IG11
 
G_M000_IG10:                ;; offset=0x008C
            ldr     x4, [x2], #0x08
            ldapur  x4, [x4, #0x40]
            cmp     x4, x19
            bge     G_M000_IG09
            b       G_M000_IG08
 
G_M000_IG11:                ;; offset=0x00A0
            ldr     x2, [fp, #0x28]
            cmp     x19, x2
            blt     G_M000_IG14
 
G_M000_IG12:                ;; offset=0x00AC
            cmn     x19, #3
            bne     G_M000_IG15
 
G_M000_IG13:                ;; offset=0x00B4
            ldr     x0, [fp, #0x18]
            movz    x1, #0x6100
            movk    x1, #0x6F9 LSL #16
            movk    x1, #85 LSL #32
            ldr     x1, [x1]
            blr     x1
            b       G_M000_IG03
 
G_M000_IG14:                ;; offset=0x00D0
            mov     x0, x1
            ldp     x2, x1, [fp, #0x20]
            movz    x3, #0xDE60
            movk    x3, #0x6E9 LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            blr     x3
            mov     x19, x0
            b       G_M000_IG12
 
G_M000_IG15:                ;; offset=0x00F4
            ldr     x11, [fp, #0x28]
            cmp     x11, x19
            bgt     G_M000_IG19
 
G_M000_IG16:                ;; offset=0x0100
            ldr     x0, [fp, #0x18]
            ldr     x11, [x0, #0x28]
            ldr     x1, [x11, #0x40]
            ldr     w2, [fp, #0x28]
            ldr     w11, [x11, #0x48]
            and     w11, w2, w11
            add     w11, w11, #16
            ldrsb   wzr, [x1], #0x10
            ubfiz   x11, x11, #3, #32
            add     x11, x1, x11
            add     x1, x0, #56
            ldr     x11, [x11]
            ldr     x2, [x1]
            ldr     x3, [x2, #0x18]
            add     x11, x3, x11
            ldr     x3, [fp, #0x28]
            add     x11, x11, x3
            str     x11, [x2, #0x18]
            ldr     x11, [fp, #0x28]
            ldr     x2, [x1]
            ldr     x2, [x2, #0x10]
            cmp     x11, x2
            bne     G_M000_IG18
 
G_M000_IG17:                ;; offset=0x015C
            ldr     x11, [x1]
            ldr     x0, [x11, #0x08]
            movz    x11, #0x4678
            movk    x11, #893 LSL #16
            movk    x11, #85 LSL #32
            ldr     xip0, [x11]
            blr     xip0
 
G_M000_IG18:                ;; offset=0x0178
            ldr     x1, [fp, #0x28]
            add     x1, x1, #1
            str     x1, [fp, #0x28]
            ldr     x1, [fp, #0x28]
            cmp     x1, x19
            ble     G_M000_IG16
 
G_M000_IG19:                ;; offset=0x0190
            ldr     x0, [fp, #0x18]
            ldr     x1, [x0, #0x10]
            stlur   x19, [x1, #0x40]
            b       G_M000_IG03
 
G_M000_IG20:                ;; offset=0x01A0
            add     x0, fp, #32
            movz    x1, #0xDE48
            movk    x1, #0x6E9 LSL #16
            movk    x1, #85 LSL #32
            ldr     x1, [x1]
            blr     x1
            brk     #0
 
G_M000_IG21:                ;; offset=0x01BC
            ldr     x19, [sp, #0x38]
            ldp     fp, lr, [sp], #0x40
            ret     lr
 
G_M000_IG22:                ;; offset=0x01C8
            stp     fp, lr, [sp, #-0x20]!
            str     x19, [sp, #0x18]
 
G_M000_IG23:                ;; offset=0x01D0
            mov     x1, x0
            movz    x0, #0x3DB8
            movk    x0, #0x682 LSL #16
            movk    x0, #85 LSL #32
            bl      CORINFO_HELP_ISINSTANCEOFCLASS
            cbnz    x0, G_M000_IG25
 
G_M000_IG24:                ;; offset=0x01E8
            mov     w0, wzr
            b       G_M000_IG26
 
G_M000_IG25:                ;; offset=0x01F0
            add     x0, fp, #48
            movz    x1, #0x6658
            movk    x1, #0x66B LSL #16
            movk    x1, #85 LSL #32
            ldr     x1, [x1]
            blr     x1
            cmp     w0, #0
            cset    x0, ne
 
G_M000_IG26:                ;; offset=0x0210
            ldr     x19, [sp, #0x18]
            ldp     fp, lr, [sp], #0x20
            ret     lr
 
G_M000_IG27:                ;; offset=0x021C
            stp     fp, lr, [sp, #-0x20]!
            str     x19, [sp, #0x18]
 
G_M000_IG28:                ;; offset=0x0224
            adr     x0, [G_M000_IG21]
 
G_M000_IG29:                ;; offset=0x0228
            ldr     x19, [sp, #0x18]
            ldp     fp, lr, [sp], #0x20
            ret     lr
 
G_M000_IG30:                ;; offset=0x0234
            stp     fp, lr, [sp, #-0x20]!
            str     x19, [sp, #0x18]
 
G_M000_IG31:                ;; offset=0x023C
            mov     x1, x0
            ldr     x0, [fp, #0x18]
            ldr     x3, [x0, #0x28]
            ldr     x2, [x3, #0x40]
            ldr     w11, [fp, #0x28]
            ldr     w3, [x3, #0x48]
            and     w3, w11, w3
            add     w3, w3, #16
            ldrsb   wzr, [x2], #0x10
            ubfiz   x3, x3, #3, #32
            add     x3, x2, x3
            ldr     x0, [x0, #0x20]
            ldr     x2, [fp, #0x28]
            movz    x11, #0x4670
            movk    x11, #893 LSL #16
            movk    x11, #85 LSL #32
            ldr     xip0, [x11]
            blr     xip0
            ldr     x0, [fp, #0x18]
            ldr     x1, [x0, #0x10]
            ldr     x2, [fp, #0x28]
            stlur   x2, [x1, #0x40]
            ldr     x1, [fp, #0x28]
            add     x1, x1, #1
            str     x1, [fp, #0x28]
            adr     x0, [G_M000_IG03]
 
G_M000_IG32:                ;; offset=0x02A4
            ldr     x19, [sp, #0x18]
            ldp     fp, lr, [sp], #0x20
            ret     lr
 
; Total bytes of code 688


; Assembly listing for method NDisruptor.Benchmarks.Micro.ConsumePath:DisruptorNetValueBatch():long:this (Tier1)
; Emitting BLENDED_CODE for generic ARM64 on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; fp based frame
; fully interruptible
; with Synthesized PGO: fgCalledCount is 100
; No PGO data
; 16 inlinees with PGO data; 20 single block inlinees; 2 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
            stp     fp, lr, [sp, #-0x50]!
            stp     x19, x20, [sp, #0x18]
            stp     x21, x22, [sp, #0x28]
            stp     x23, x24, [sp, #0x38]
            str     x25, [sp, #0x48]
            mov     fp, sp
 
G_M000_IG02:                ;; offset=0x0018
            ldr     x19, [x0, #0x68]
            ldr     x0, [x0, #0x50]
            mov     x20, x0
            ldr     x0, [x0, #0x58]
            ldr     x11, [x0]
            movz    x1, #0x7BA8
            movk    x1, #0x6D1 LSL #16
            movk    x1, #85 LSL #32
            cmp     x11, x1
            bne     G_M000_IG20
            ldr     x0, [x0, #0x10]
            ldapur  x21, [x0, #0x40]
 
G_M000_IG03:                ;; offset=0x0048
            mov     w22, wzr
 
G_M000_IG04:                ;; offset=0x004C
            ldr     w0, [x20, #0x50]
            cmp     w0, #0x400
            blt     G_M000_IG28
            add     x23, x20, #88
            mov     x3, x23
            ldrb    w24, [x3, #0x08]
            cbnz    w24, G_M000_IG21
            ldr     x24, [x3]
            ldr     x1, [x24, #0x68]
            add     x25, x1, #0x400
            ldr     w0, [x24, #0x20]
            sub     x2, x25, w0, SXTW
            ldr     x0, [x24, #0x70]
            cmp     x2, x0
            ccmp    x0, x1, 0, le
            bgt     G_M000_IG22
 
G_M000_IG05:                ;; offset=0x008C
            str     x25, [x24, #0x68]
 
G_M000_IG06:                ;; offset=0x0090
            sub     x1, x25, #0x3FF
            ldrb    w24, [x23, #0x08]
            cbnz    w24, G_M000_IG25
            ldr     x0, [x23]
            ldr     x11, [x0, #0x10]
            stlur   x25, [x11, #0x40]
            ldrb    w11, [x0, #0x24]
            cbnz    w11, G_M000_IG26
 
G_M000_IG07:                ;; offset=0x00B0
            add     w22, w22, #0x400
            cmp     w22, #16, LSL #12
            blt     G_M000_IG04
 
G_M000_IG08:                ;; offset=0x00BC
            add     x0, x21, #16, LSL #12
            str     x0, [x19, #0x10]
            ldr     x20, [x19, #0x08]
            ldr     x0, [x20]
            movz    x1, #0xC150
            movk    x1, #0x6D1 LSL #16
            movk    x1, #85 LSL #32
            cmp     x0, x1
            bne     G_M000_IG30
            movz    x0, #0x6260
            movk    x0, #0x704 LSL #16
            movk    x0, #85 LSL #32
            bl      CORINFO_HELP_NEWSFAST
            mov     x21, x0
            add     x14, x21, #8
            mov     x15, x20
            bl      CORINFO_HELP_ASSIGN_REF
            ldr     x0, [x20, #0x18]
            movz    x1, #0x5E30
            movk    x1, #0x6F9 LSL #16
            movk    x1, #85 LSL #32
            ldr     x1, [x1]
            ldr     wzr, [x0]
            blr     x1
            add     x14, x21, #16
            mov     x15, x0
            bl      CORINFO_HELP_ASSIGN_REF
            movz    x0, #0xA270
            movk    x0, #0x683 LSL #16
            movk    x0, #85 LSL #32
            bl      CORINFO_HELP_NEWSFAST
            mov     x20, x0
            add     x14, x20, #8
            mov     x15, x21
            bl      CORINFO_HELP_ASSIGN_REF
            movz    x0, #0x1E00
            movk    x0, #0x6F9 LSL #16
            movk    x0, #85 LSL #32
            str     x0, [x20, #0x18]
            movz    x0, #0x3E30
            movk    x0, #0x65C0 LSL #16
            movk    x0, #85 LSL #32
            ldr     x22, [x0]
            movz    x0, #0x9BE0
            movk    x0, #0x549 LSL #16
            movk    x0, #85 LSL #32
            bl      CORINFO_HELP_NEWSFAST
            mov     x23, x0
            add     x14, x23, #8
            mov     x15, x20
            bl      CORINFO_HELP_ASSIGN_REF
            str     xzr, [x23, #0x10]
            add     x14, x23, #24
            mov     x15, x22
            bl      CORINFO_HELP_ASSIGN_REF
            mov     w0, #0x2002
            stlur   w0, [x23, #0x34]
            movz    x0, #0x22A0
            movk    x0, #0x496 LSL #16
            movk    x0, #85 LSL #32
            bl      CORINFO_HELP_GETDYNAMIC_GCTHREADSTATIC_BASE_NOCTOR
            ldr     x0, [x0, #0x10]
            cbnz    x0, G_M000_IG10
 
G_M000_IG09:                ;; offset=0x01B8
            movz    x0, #0xECD0
            movk    x0, #0x52C LSL #16
            movk    x0, #85 LSL #32
            ldr     x0, [x0]
            blr     x0
 
G_M000_IG10:                ;; offset=0x01CC
            ldr     x20, [x0, #0x08]
            cbnz    x20, G_M000_IG29
            movz    x0, #0x34E0
            movk    x0, #0x65C0 LSL #16
            movk    x0, #85 LSL #32
            ldr     x20, [x0]
 
G_M000_IG11:                ;; offset=0x01E4
            cbz     x20, G_M000_IG16
 
G_M000_IG12:                ;; offset=0x01E8
            movz    x0, #0x34E0
            movk    x0, #0x65C0 LSL #16
            movk    x0, #85 LSL #32
            ldr     x0, [x0]
            cmp     x20, x0
            beq     G_M000_IG17
 
G_M000_IG13:                ;; offset=0x0200
            ldr     x1, [x23, #0x28]
            cbnz    x1, G_M000_IG15
 
G_M000_IG14:                ;; offset=0x0208
            movz    x0, #0x72E0
            movk    x0, #0x685 LSL #16
            movk    x0, #85 LSL #32
            bl      CORINFO_HELP_NEWSFAST
            mov     x1, x0
            mov     w14, #1
            stlur   w14, [x1, #0x3C]
            add     x14, x23, #40
            mov     x15, x1
            bl      CORINFO_HELP_ASSIGN_REF
 
G_M000_IG15:                ;; offset=0x0230
            add     x14, x1, #8
            mov     x15, x20
            bl      CORINFO_HELP_ASSIGN_REF
            b       G_M000_IG17
 
G_M000_IG16:                ;; offset=0x0240
            ldapur  w0, [x23, #0x34]
            orr     w0, w0, #0x20000000
            stlur   w0, [x23, #0x34]
 
G_M000_IG17:                ;; offset=0x024C
            mov     x0, x23
            mov     w1, wzr
            movz    x2, #0x7E40
            movk    x2, #0x66B LSL #16
            movk    x2, #85 LSL #32
            ldr     x2, [x2]
            blr     x2
            ldr     x1, [x21, #0x10]
            ldr     x1, [x1, #0x10]
            ldrsb   wzr, [x1]
 
G_M000_IG18:                ;; offset=0x0274
            ldr     x0, [x19, #0x18]
 
G_M000_IG19:                ;; offset=0x0278
            ldr     x25, [sp, #0x48]
            ldp     x23, x24, [sp, #0x38]
            ldp     x21, x22, [sp, #0x28]
            ldp     x19, x20, [sp, #0x18]
            ldp     fp, lr, [sp], #0x50
            ret     lr
 
G_M000_IG20:                ;; offset=0x0290
            movz    x11, #0x4808
            movk    x11, #893 LSL #16
            movk    x11, #85 LSL #32
            ldr     xip0, [x11]
            blr     xip0
            mov     x21, x0
            b       G_M000_IG03
 
G_M000_IG21:                ;; offset=0x02AC
            cmp     w24, #1
            beq     G_M000_IG23
            ldr     x0, [x3]
            movz    x11, #0x4820
            movk    x11, #893 LSL #16
            movk    x11, #85 LSL #32
            mov     w1, #0x400
            ldr     xip0, [x11]
            blr     xip0
            mov     x25, x0
            b       G_M000_IG06
 
G_M000_IG22:                ;; offset=0x02D8
            mov     x0, x24
            movz    x3, #0x5128
            movk    x3, #0x6D2 LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            blr     x3
            b       G_M000_IG05
 
G_M000_IG23:                ;; offset=0x02F4
            ldr     x0, [x3]
            ldr     x1, [x0, #0x10]
            add     x1, x1, #64
            mov     x2, #0x400
            ldaddal x2, x1, [x1]
            add     x25, x1, #0x400
            sub     x2, x25, #0x400
            ldr     w1, [x0, #0x30]
            sub     x1, x25, w1, SXTW
            ldapur  x3, [x0, #0x80]
            cmp     x1, x3
            ccmp    x3, x2, 0, le
            ble     G_M000_IG24
            movz    x3, #0x7CC0
            movk    x3, #0x6F9 LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            blr     x3
 
G_M000_IG24:                ;; offset=0x033C
            b       G_M000_IG06
 
G_M000_IG25:                ;; offset=0x0340
            cmp     w24, #1
            beq     G_M000_IG27
            ldr     x0, [x23]
            mov     x2, x25
            movz    x11, #0x4828
            movk    x11, #893 LSL #16
            movk    x11, #85 LSL #32
            ldr     xip0, [x11]
            blr     xip0
            b       G_M000_IG07
 
G_M000_IG26:                ;; offset=0x0368
            ldr     x0, [x0, #0x08]
            movz    x11, #0x4830
            movk    x11, #893 LSL #16
            movk    x11, #85 LSL #32
            ldr     xip0, [x11]
            blr     xip0
            b       G_M000_IG07
 
G_M000_IG27:                ;; offset=0x0384
            ldr     x0, [x23]
            mov     x2, x25
            movz    x3, #0x8940
            movk    x3, #0x6D1 LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            ldr     wzr, [x0]
            blr     x3
            b       G_M000_IG07
 
G_M000_IG28:                ;; offset=0x03A8
            movz    x0, #0x5098
            movk    x0, #0x6D2 LSL #16
            movk    x0, #85 LSL #32
            ldr     x0, [x0]
            blr     x0
            brk     #0
 
G_M000_IG29:                ;; offset=0x03C0
            ldrb    w0, [x20, #0x18]
            cmp     w0, #0
            csel    x20, x20, xzr, eq
            b       G_M000_IG11
 
G_M000_IG30:                ;; offset=0x03D0
            movz    x1, #0x3E30
            movk    x1, #0x65C0 LSL #16
            movk    x1, #85 LSL #32
            ldr     x1, [x1]
            mov     x0, x20
            movz    x11, #0x4838
            movk    x11, #893 LSL #16
            movk    x11, #85 LSL #32
            ldr     xip0, [x11]
            blr     xip0
            b       G_M000_IG18
 
; Total bytes of code 1020


; Assembly listing for method NDisruptor.Benchmarks.Micro.ConsumePath:PublishEvents(Disruptor.ISequenced,long):long (Tier1)
; Emitting BLENDED_CODE for generic ARM64 on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; fp based frame
; fully interruptible
; with Synthesized PGO: fgCalledCount is 519
; 5 inlinees with PGO data; 5 single block inlinees; 1 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
            stp     fp, lr, [sp, #-0x60]!
            stp     x19, x20, [sp, #0x10]
            stp     x21, x22, [sp, #0x20]
            stp     x23, x24, [sp, #0x30]
            stp     x25, x26, [sp, #0x40]
            stp     x27, x28, [sp, #0x50]
            mov     fp, sp
            mov     x19, x0
            mov     x20, x1
 
G_M000_IG02:                ;; offset=0x0024
            mov     w21, wzr
            cbz     x19, G_M000_IG10
 
G_M000_IG03:                ;; offset=0x002C
            ldr     x0, [x19]
            movz    x1, #0xB5F8
            movk    x1, #0x5D2 LSL #16
            movk    x1, #85 LSL #32
            cmp     x0, x1
            bne     G_M000_IG10
 
G_M000_IG04:                ;; offset=0x0044
            ldr     w0, [x19, #0x50]
            cmp     w0, #0x400
            blt     G_M000_IG29
            add     x22, x19, #88
            mov     x3, x22
            ldrb    w23, [x3, #0x08]
            cbnz    w23, G_M000_IG14
            ldr     x24, [x3]
            ldr     x1, [x24, #0x68]
            add     x25, x1, #0x400
            ldr     w0, [x24, #0x20]
            sub     x2, x25, w0, SXTW
            ldr     x26, [x24, #0x70]
            cmp     x2, x26
            ccmp    x26, x1, 0, le
            bgt     G_M000_IG15
 
G_M000_IG05:                ;; offset=0x0084
            str     x25, [x24, #0x68]
 
G_M000_IG06:                ;; offset=0x0088
            sub     x1, x25, #0x3FF
            ldrb    w2, [x22, #0x08]
            cbnz    w2, G_M000_IG18
            ldr     x3, [x22]
            ldr     x4, [x3, #0x10]
            stlur   x25, [x4, #0x40]
            ldrb    w0, [x3, #0x24]
            cbnz    w0, G_M000_IG19
 
G_M000_IG07:                ;; offset=0x00A8
            add     w21, w21, #0x400
            cmp     w21, #16, LSL #12
            blt     G_M000_IG04
 
G_M000_IG08:                ;; offset=0x00B4
            add     x0, x20, #16, LSL #12
 
G_M000_IG09:                ;; offset=0x00B8
            ldp     x27, x28, [sp, #0x50]
            ldp     x25, x26, [sp, #0x40]
            ldp     x23, x24, [sp, #0x30]
            ldp     x21, x22, [sp, #0x20]
            ldp     x19, x20, [sp, #0x10]
            ldp     fp, lr, [sp], #0x60
            ret     lr
 
G_M000_IG10:                ;; offset=0x00D4
            ldr     x0, [x19]
            movz    x1, #0xB5F8
            movk    x1, #0x5D2 LSL #16
            movk    x1, #85 LSL #32
            cmp     x0, x1
            bne     G_M000_IG21
            ldr     w0, [x19, #0x50]
            cmp     w0, #0x400
            blt     G_M000_IG29
            add     x22, x19, #88
            mov     x3, x22
            ldrb    w23, [x3, #0x08]
            cbnz    w23, G_M000_IG23
            ldr     x24, [x3]
            ldr     x1, [x24, #0x68]
            add     x25, x1, #0x400
            ldr     w0, [x24, #0x20]
            sub     x2, x25, w0, SXTW
            ldr     x26, [x24, #0x70]
            cmp     x2, x26
            ccmp    x26, x1, 0, le
            bgt     G_M000_IG22
 
G_M000_IG11:                ;; offset=0x012C
            str     x25, [x24, #0x68]
 
G_M000_IG12:                ;; offset=0x0130
            sub     x1, x25, #0x3FF
            ldrb    w2, [x22, #0x08]
            cbnz    w2, G_M000_IG27
            ldr     x3, [x22]
            ldr     x4, [x3, #0x10]
            stlur   x25, [x4, #0x40]
            ldrb    w0, [x3, #0x24]
            cbnz    w0, G_M000_IG26
 
G_M000_IG13:                ;; offset=0x0150
            add     w21, w21, #0x400
            cmp     w21, #16, LSL #12
            blt     G_M000_IG10
            b       G_M000_IG08
 
G_M000_IG14:                ;; offset=0x0160
            cmp     w23, #1
            beq     G_M000_IG16
            ldr     x0, [x3]
            movz    x11, #0x4858
            movk    x11, #893 LSL #16
            movk    x11, #85 LSL #32
            mov     w1, #0x400
            ldr     xip0, [x11]
            blr     xip0
            mov     x25, x0
            b       G_M000_IG06
 
G_M000_IG15:                ;; offset=0x018C
            mov     x0, x24
            movz    x3, #0x5128
            movk    x3, #0x6D2 LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            blr     x3
            b       G_M000_IG05
 
G_M000_IG16:                ;; offset=0x01A8
            ldr     x0, [x3]
            ldr     x27, [x0, #0x10]
            add     x1, x27, #64
            mov     x2, #0x400
            ldaddal x2, x1, [x1]
            add     x25, x1, #0x400
            sub     x2, x25, #0x400
            ldr     w1, [x0, #0x30]
            sub     x1, x25, w1, SXTW
            ldapur  x28, [x0, #0x80]
            cmp     x1, x28
            ccmp    x28, x2, 0, le
            ble     G_M000_IG17
            movz    x3, #0x7CC0
            movk    x3, #0x6F9 LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            blr     x3
 
G_M000_IG17:                ;; offset=0x01F0
            b       G_M000_IG06
 
G_M000_IG18:                ;; offset=0x01F4
            cmp     w2, #1
            beq     G_M000_IG20
            ldr     x0, [x22]
            mov     x2, x25
            movz    x11, #0x4860
            movk    x11, #893 LSL #16
            movk    x11, #85 LSL #32
            ldr     xip0, [x11]
            blr     xip0
            b       G_M000_IG07
 
G_M000_IG19:                ;; offset=0x021C
            ldr     x0, [x3, #0x08]
            movz    x11, #0x4868
            movk    x11, #893 LSL #16
            movk    x11, #85 LSL #32
            ldr     xip0, [x11]
            blr     xip0
            b       G_M000_IG07
 
G_M000_IG20:                ;; offset=0x0238
            ldr     x0, [x22]
            mov     x2, x25
            movz    x3, #0x8940
            movk    x3, #0x6D1 LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            ldr     wzr, [x0]
            blr     x3
            b       G_M000_IG07
 
G_M000_IG21:                ;; offset=0x025C
            mov     x0, x19
            movz    x11, #0x4848
            movk    x11, #893 LSL #16
            movk    x11, #85 LSL #32
            mov     w1, #0x400
            ldr     xip0, [x11]
            blr     xip0
            mov     x2, x0
            sub     x1, x2, #0x3FF
            mov     x0, x19
            movz    x11, #0x4850
            movk    x11, #893 LSL #16
            movk    x11, #85 LSL #32
            ldr     xip0, [x11]
            blr     xip0
            b       G_M000_IG13
 
G_M000_IG22:                ;; offset=0x029C
            mov     x0, x24
            movz    x3, #0x5128
            movk    x3, #0x6D2 LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            blr     x3
            b       G_M000_IG11
 
G_M000_IG23:                ;; offset=0x02B8
            cmp     w23, #1
            bne     G_M000_IG25
            ldr     x0, [x3]
            ldr     x27, [x0, #0x10]
            add     x1, x27, #64
            mov     x2, #0x400
            ldaddal x2, x1, [x1]
            add     x25, x1, #0x400
            sub     x2, x25, #0x400
            ldr     w1, [x0, #0x30]
            sub     x1, x25, w1, SXTW
            ldapur  x28, [x0, #0x80]
            cmp     x1, x28
            ccmp    x28, x2, 0, le
            ble     G_M000_IG24
            movz    x3, #0x7CC0
            movk    x3, #0x6F9 LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            blr     x3
 
G_M000_IG24:                ;; offset=0x0308
            b       G_M000_IG12
 
G_M000_IG25:                ;; offset=0x030C
            ldr     x0, [x3]
            movz    x11, #0x4858
            movk    x11, #893 LSL #16
            movk    x11, #85 LSL #32
            mov     w1, #0x400
            ldr     xip0, [x11]
            blr     xip0
            mov     x25, x0
            b       G_M000_IG12
 
G_M000_IG26:                ;; offset=0x0330
            ldr     x0, [x3, #0x08]
            movz    x11, #0x4868
            movk    x11, #893 LSL #16
            movk    x11, #85 LSL #32
            ldr     xip0, [x11]
            blr     xip0
            b       G_M000_IG13
 
G_M000_IG27:                ;; offset=0x034C
            cmp     w2, #1
            bne     G_M000_IG28
            ldr     x0, [x22]
            mov     x2, x25
            movz    x3, #0x8940
            movk    x3, #0x6D1 LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            ldr     wzr, [x0]
            blr     x3
            b       G_M000_IG13
 
G_M000_IG28:                ;; offset=0x0378
            ldr     x0, [x22]
            mov     x2, x25
            movz    x11, #0x4860
            movk    x11, #893 LSL #16
            movk    x11, #85 LSL #32
            ldr     xip0, [x11]
            blr     xip0
            b       G_M000_IG13
 
G_M000_IG29:                ;; offset=0x0398
            movz    x0, #0x5098
            movk    x0, #0x6D2 LSL #16
            movk    x0, #85 LSL #32
            ldr     x0, [x0]
            blr     x0
            brk     #0
 
; Total bytes of code 944


; Assembly listing for method Disruptor.Processing.EventProcessor`5[System.__Canon,Disruptor.Processing.EventProcessorHelpers+NoopPublishedSequenceReader,NDisruptor.Benchmarks.Micro.ConsumePath+DnHaltingSum,Disruptor.Processing.EventProcessorHelpers+NoopOnBatchStartEvaluator,Disruptor.Processing.EventProcessorHelpers+NoopBatchSizeLimiter]:ProcessEvents(System.Threading.CancellationToken):this (FullOpts)
; Emitting BLENDED_CODE for generic ARM64 on Unix
; FullOpts code
; optimized code
; optimized using Synthesized PGO
; fp based frame
; fully interruptible
; with Synthesized PGO: fgCalledCount is 100
; No PGO data
; 2 inlinees with PGO data; 18 single block inlinees; 3 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
            stp     fp, lr, [sp, #-0x50]!
            stp     x19, x20, [sp, #0x40]
            mov     fp, sp
            str     xzr, [fp, #0x20]
            str     x0, [fp, #0x38]
            str     x0, [fp, #0x18]
            str     x1, [fp, #0x30]
 
G_M000_IG02:                ;; offset=0x001C
            ldr     x1, [x0, #0x18]
            ldapur  x1, [x1, #0x40]
            add     x1, x1, #1
            str     x1, [fp, #0x28]
 
G_M000_IG03:                ;; offset=0x002C
            nop     
 
G_M000_IG04:                ;; offset=0x0030
            ldr     x0, [fp, #0x18]
            ldr     x1, [x0, #0x10]
            ldr     x2, [fp, #0x30]
            str     x2, [fp, #0x20]
            ldrsb   wzr, [x1]
            ldr     x2, [fp, #0x20]
            cbz     x2, G_M000_IG05
            ldr     x2, [fp, #0x20]
            ldapur  w2, [x2, #0x20]
            cbnz    w2, G_M000_IG19
 
G_M000_IG05:                ;; offset=0x0058
            ldr     x2, [x1, #0x18]
            movn    x19, #0x8000 LSL #48
            ldr     x2, [x2, #0x10]
            ldr     w3, [x2, #0x08]
            cmp     w3, #0
            ble     G_M000_IG10
 
G_M000_IG06:                ;; offset=0x0070
            add     x2, x2, #16
            b       G_M000_IG09
            align   [4 bytes for IG07]
            align   [4 bytes]
            align   [0 bytes]
            align   [0 bytes]
 
G_M000_IG07:                ;; offset=0x0080
            mov     x19, x4
 
G_M000_IG08:                ;; offset=0x0084
            sub     w3, w3, #1
            cbz     w3, G_M000_IG10
 
G_M000_IG09:                ;; offset=0x008C
            ldr     x4, [x2], #0x08
            ldapur  x4, [x4, #0x40]
            cmp     x4, x19
            bge     G_M000_IG08
            b       G_M000_IG07
 
G_M000_IG10:                ;; offset=0x00A0
            ldr     x2, [fp, #0x28]
            cmp     x19, x2
            blt     G_M000_IG13
 
G_M000_IG11:                ;; offset=0x00AC
            cmn     x19, #3
            bne     G_M000_IG14
 
G_M000_IG12:                ;; offset=0x00B4
            ldr     x0, [fp, #0x18]
            movz    x1, #0xC3C0
            movk    x1, #0x6F9 LSL #16
            movk    x1, #85 LSL #32
            ldr     x1, [x1]
            blr     x1
            b       G_M000_IG03
 
G_M000_IG13:                ;; offset=0x00D0
            mov     x0, x1
            ldp     x2, x1, [fp, #0x20]
            movz    x3, #0xDE60
            movk    x3, #0x6E9 LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            blr     x3
            mov     x19, x0
            b       G_M000_IG11
 
G_M000_IG14:                ;; offset=0x00F4
            ldr     x11, [fp, #0x28]
            cmp     x11, x19
            bgt     G_M000_IG18
 
G_M000_IG15:                ;; offset=0x0100
            ldr     x0, [fp, #0x18]
            ldr     x11, [x0, #0x08]
            ldr     xzr, [x11]
            ldr     x1, [x11, #0x40]
            ldr     w2, [fp, #0x28]
            ldr     w11, [x11, #0x48]
            and     w11, w2, w11
            add     w11, w11, #16
            ldrsb   wzr, [x1], #0x10
            ldr     x11, [x1, w11, UXTW #3]
            add     x1, x0, #56
            ldr     x11, [x11, #0x08]
            ldr     x2, [x1]
            ldr     x3, [x2, #0x18]
            add     x11, x3, x11
            ldr     x3, [fp, #0x28]
            add     x11, x11, x3
            str     x11, [x2, #0x18]
            ldr     x11, [fp, #0x28]
            ldr     x2, [x1]
            ldr     x2, [x2, #0x10]
            cmp     x11, x2
            bne     G_M000_IG17
 
G_M000_IG16:                ;; offset=0x015C
            ldr     x11, [x1]
            ldr     x0, [x11, #0x08]
            movz    x11, #0x49A0
            movk    x11, #893 LSL #16
            movk    x11, #85 LSL #32
            ldr     xip0, [x11]
            blr     xip0
 
G_M000_IG17:                ;; offset=0x0178
            ldr     x1, [fp, #0x28]
            add     x1, x1, #1
            str     x1, [fp, #0x28]
            ldr     x1, [fp, #0x28]
            cmp     x1, x19
            ble     G_M000_IG15
 
G_M000_IG18:                ;; offset=0x0190
            ldr     x0, [fp, #0x18]
            ldr     x1, [x0, #0x18]
            stlur   x19, [x1, #0x40]
            b       G_M000_IG03
 
G_M000_IG19:                ;; offset=0x01A0
            add     x0, fp, #32
            movz    x1, #0xDE48
            movk    x1, #0x6E9 LSL #16
            movk    x1, #85 LSL #32
            ldr     x1, [x1]
            blr     x1
            brk     #0
 
G_M000_IG20:                ;; offset=0x01BC
            ldp     x19, x20, [sp, #0x40]
            ldp     fp, lr, [sp], #0x50
            ret     lr
 
G_M000_IG21:                ;; offset=0x01C8
            stp     fp, lr, [sp, #-0x20]!
            stp     x19, x20, [sp, #0x10]
 
G_M000_IG22:                ;; offset=0x01D0
            mov     x1, x0
            movz    x0, #0x3DB8
            movk    x0, #0x682 LSL #16
            movk    x0, #85 LSL #32
            bl      CORINFO_HELP_ISINSTANCEOFCLASS
            cbnz    x0, G_M000_IG24
 
G_M000_IG23:                ;; offset=0x01E8
            mov     w0, wzr
            b       G_M000_IG25
 
G_M000_IG24:                ;; offset=0x01F0
            add     x0, fp, #48
            movz    x1, #0x6658
            movk    x1, #0x66B LSL #16
            movk    x1, #85 LSL #32
            ldr     x1, [x1]
            blr     x1
            cmp     w0, #0
            cset    x0, ne
 
G_M000_IG25:                ;; offset=0x0210
            ldp     x19, x20, [sp, #0x10]
            ldp     fp, lr, [sp], #0x20
            ret     lr
 
G_M000_IG26:                ;; offset=0x021C
            stp     fp, lr, [sp, #-0x20]!
            stp     x19, x20, [sp, #0x10]
 
G_M000_IG27:                ;; offset=0x0224
            adr     x0, [G_M000_IG20]
 
G_M000_IG28:                ;; offset=0x0228
            ldp     x19, x20, [sp, #0x10]
            ldp     fp, lr, [sp], #0x20
            ret     lr
 
G_M000_IG29:                ;; offset=0x0234
            stp     fp, lr, [sp, #-0x20]!
            stp     x19, x20, [sp, #0x10]
 
G_M000_IG30:                ;; offset=0x023C
            mov     x19, x0
            ldr     x0, [fp, #0x18]
            ldr     x1, [x0, #0x08]
            ldr     xzr, [x1]
            ldr     x2, [x1, #0x40]
            ldr     w3, [fp, #0x28]
            ldr     w1, [x1, #0x48]
            and     w1, w3, w1
            add     w1, w1, #16
            ldrsb   wzr, [x2], #0x10
            ldr     x20, [x2, w1, UXTW #3]
            ldr     x1, [x0]
            ldr     x2, [x1, #0x30]
            ldr     x2, [x2]
            ldr     x11, [x2, #0x50]
            cbz     x11, G_M000_IG32
 
G_M000_IG31:                ;; offset=0x027C
            b       G_M000_IG33
 
G_M000_IG32:                ;; offset=0x0280
            mov     x0, x1
            movz    x1, #0x7BC0
            movk    x1, #0x708 LSL #16
            movk    x1, #85 LSL #32
            bl      CORINFO_HELP_RUNTIMEHANDLE_CLASS
            mov     x11, x0
 
G_M000_IG33:                ;; offset=0x0298
            ldr     x0, [fp, #0x18]
            ldr     x0, [x0, #0x28]
            mov     x1, x19
            ldr     x2, [fp, #0x28]
            mov     x3, x20
            ldr     x4, [x11]
            blr     x4
            ldr     x0, [fp, #0x18]
            ldr     x1, [x0, #0x18]
            ldr     x2, [fp, #0x28]
            stlur   x2, [x1, #0x40]
            ldr     x1, [fp, #0x28]
            add     x1, x1, #1
            str     x1, [fp, #0x28]
            adr     x0, [G_M000_IG03]
 
G_M000_IG34:                ;; offset=0x02D4
            ldp     x19, x20, [sp, #0x10]
            ldp     fp, lr, [sp], #0x20
            ret     lr
 
; Total bytes of code 736


; Assembly listing for method NDisruptor.Benchmarks.Micro.ConsumePath:DisruptorNetClassBatch():long:this (Tier1)
; Emitting BLENDED_CODE for generic ARM64 on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; fp based frame
; fully interruptible
; with Synthesized PGO: fgCalledCount is 100
; No PGO data
; 16 inlinees with PGO data; 20 single block inlinees; 2 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
            stp     fp, lr, [sp, #-0x50]!
            stp     x19, x20, [sp, #0x18]
            stp     x21, x22, [sp, #0x28]
            stp     x23, x24, [sp, #0x38]
            str     x25, [sp, #0x48]
            mov     fp, sp
 
G_M000_IG02:                ;; offset=0x0018
            ldr     x19, [x0, #0x70]
            ldr     x0, [x0, #0x58]
            mov     x20, x0
            ldr     x0, [x0, #0x58]
            ldr     x11, [x0]
            movz    x1, #0x7BA8
            movk    x1, #0x6D1 LSL #16
            movk    x1, #85 LSL #32
            cmp     x11, x1
            bne     G_M000_IG20
            ldr     x0, [x0, #0x10]
            ldapur  x21, [x0, #0x40]
 
G_M000_IG03:                ;; offset=0x0048
            mov     w22, wzr
 
G_M000_IG04:                ;; offset=0x004C
            ldr     w0, [x20, #0x50]
            cmp     w0, #0x400
            blt     G_M000_IG28
            add     x23, x20, #88
            mov     x3, x23
            ldrb    w24, [x3, #0x08]
            cbnz    w24, G_M000_IG21
            ldr     x24, [x3]
            ldr     x1, [x24, #0x68]
            add     x25, x1, #0x400
            ldr     w0, [x24, #0x20]
            sub     x2, x25, w0, SXTW
            ldr     x0, [x24, #0x70]
            cmp     x2, x0
            ccmp    x0, x1, 0, le
            bgt     G_M000_IG22
 
G_M000_IG05:                ;; offset=0x008C
            str     x25, [x24, #0x68]
 
G_M000_IG06:                ;; offset=0x0090
            sub     x1, x25, #0x3FF
            ldrb    w24, [x23, #0x08]
            cbnz    w24, G_M000_IG25
            ldr     x0, [x23]
            ldr     x11, [x0, #0x10]
            stlur   x25, [x11, #0x40]
            ldrb    w11, [x0, #0x24]
            cbnz    w11, G_M000_IG26
 
G_M000_IG07:                ;; offset=0x00B0
            add     w22, w22, #0x400
            cmp     w22, #16, LSL #12
            blt     G_M000_IG04
 
G_M000_IG08:                ;; offset=0x00BC
            add     x0, x21, #16, LSL #12
            str     x0, [x19, #0x10]
            ldr     x20, [x19, #0x08]
            ldr     x0, [x20]
            movz    x1, #0xC150
            movk    x1, #0x6D1 LSL #16
            movk    x1, #85 LSL #32
            cmp     x0, x1
            bne     G_M000_IG30
            movz    x0, #0x6260
            movk    x0, #0x704 LSL #16
            movk    x0, #85 LSL #32
            bl      CORINFO_HELP_NEWSFAST
            mov     x21, x0
            add     x14, x21, #8
            mov     x15, x20
            bl      CORINFO_HELP_ASSIGN_REF
            ldr     x0, [x20, #0x18]
            movz    x1, #0x5E30
            movk    x1, #0x6F9 LSL #16
            movk    x1, #85 LSL #32
            ldr     x1, [x1]
            ldr     wzr, [x0]
            blr     x1
            add     x14, x21, #16
            mov     x15, x0
            bl      CORINFO_HELP_ASSIGN_REF
            movz    x0, #0xA270
            movk    x0, #0x683 LSL #16
            movk    x0, #85 LSL #32
            bl      CORINFO_HELP_NEWSFAST
            mov     x20, x0
            add     x14, x20, #8
            mov     x15, x21
            bl      CORINFO_HELP_ASSIGN_REF
            movz    x0, #0x1E00
            movk    x0, #0x6F9 LSL #16
            movk    x0, #85 LSL #32
            str     x0, [x20, #0x18]
            movz    x0, #0x3E30
            movk    x0, #0x65C0 LSL #16
            movk    x0, #85 LSL #32
            ldr     x22, [x0]
            movz    x0, #0x9BE0
            movk    x0, #0x549 LSL #16
            movk    x0, #85 LSL #32
            bl      CORINFO_HELP_NEWSFAST
            mov     x23, x0
            add     x14, x23, #8
            mov     x15, x20
            bl      CORINFO_HELP_ASSIGN_REF
            str     xzr, [x23, #0x10]
            add     x14, x23, #24
            mov     x15, x22
            bl      CORINFO_HELP_ASSIGN_REF
            mov     w0, #0x2002
            stlur   w0, [x23, #0x34]
            movz    x0, #0x22A0
            movk    x0, #0x496 LSL #16
            movk    x0, #85 LSL #32
            bl      CORINFO_HELP_GETDYNAMIC_GCTHREADSTATIC_BASE_NOCTOR
            ldr     x0, [x0, #0x10]
            cbnz    x0, G_M000_IG10
 
G_M000_IG09:                ;; offset=0x01B8
            movz    x0, #0xECD0
            movk    x0, #0x52C LSL #16
            movk    x0, #85 LSL #32
            ldr     x0, [x0]
            blr     x0
 
G_M000_IG10:                ;; offset=0x01CC
            ldr     x20, [x0, #0x08]
            cbnz    x20, G_M000_IG29
            movz    x0, #0x34E0
            movk    x0, #0x65C0 LSL #16
            movk    x0, #85 LSL #32
            ldr     x20, [x0]
 
G_M000_IG11:                ;; offset=0x01E4
            cbz     x20, G_M000_IG16
 
G_M000_IG12:                ;; offset=0x01E8
            movz    x0, #0x34E0
            movk    x0, #0x65C0 LSL #16
            movk    x0, #85 LSL #32
            ldr     x0, [x0]
            cmp     x20, x0
            beq     G_M000_IG17
 
G_M000_IG13:                ;; offset=0x0200
            ldr     x1, [x23, #0x28]
            cbnz    x1, G_M000_IG15
 
G_M000_IG14:                ;; offset=0x0208
            movz    x0, #0x72E0
            movk    x0, #0x685 LSL #16
            movk    x0, #85 LSL #32
            bl      CORINFO_HELP_NEWSFAST
            mov     x1, x0
            mov     w14, #1
            stlur   w14, [x1, #0x3C]
            add     x14, x23, #40
            mov     x15, x1
            bl      CORINFO_HELP_ASSIGN_REF
 
G_M000_IG15:                ;; offset=0x0230
            add     x14, x1, #8
            mov     x15, x20
            bl      CORINFO_HELP_ASSIGN_REF
            b       G_M000_IG17
 
G_M000_IG16:                ;; offset=0x0240
            ldapur  w0, [x23, #0x34]
            orr     w0, w0, #0x20000000
            stlur   w0, [x23, #0x34]
 
G_M000_IG17:                ;; offset=0x024C
            mov     x0, x23
            mov     w1, wzr
            movz    x2, #0x7E40
            movk    x2, #0x66B LSL #16
            movk    x2, #85 LSL #32
            ldr     x2, [x2]
            blr     x2
            ldr     x1, [x21, #0x10]
            ldr     x1, [x1, #0x10]
            ldrsb   wzr, [x1]
 
G_M000_IG18:                ;; offset=0x0274
            ldr     x0, [x19, #0x18]
 
G_M000_IG19:                ;; offset=0x0278
            ldr     x25, [sp, #0x48]
            ldp     x23, x24, [sp, #0x38]
            ldp     x21, x22, [sp, #0x28]
            ldp     x19, x20, [sp, #0x18]
            ldp     fp, lr, [sp], #0x50
            ret     lr
 
G_M000_IG20:                ;; offset=0x0290
            movz    x11, #0x49D0
            movk    x11, #893 LSL #16
            movk    x11, #85 LSL #32
            ldr     xip0, [x11]
            blr     xip0
            mov     x21, x0
            b       G_M000_IG03
 
G_M000_IG21:                ;; offset=0x02AC
            cmp     w24, #1
            beq     G_M000_IG23
            ldr     x0, [x3]
            movz    x11, #0x49E8
            movk    x11, #893 LSL #16
            movk    x11, #85 LSL #32
            mov     w1, #0x400
            ldr     xip0, [x11]
            blr     xip0
            mov     x25, x0
            b       G_M000_IG06
 
G_M000_IG22:                ;; offset=0x02D8
            mov     x0, x24
            movz    x3, #0x5128
            movk    x3, #0x6D2 LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            blr     x3
            b       G_M000_IG05
 
G_M000_IG23:                ;; offset=0x02F4
            ldr     x0, [x3]
            ldr     x1, [x0, #0x10]
            add     x1, x1, #64
            mov     x2, #0x400
            ldaddal x2, x1, [x1]
            add     x25, x1, #0x400
            sub     x2, x25, #0x400
            ldr     w1, [x0, #0x30]
            sub     x1, x25, w1, SXTW
            ldapur  x3, [x0, #0x80]
            cmp     x1, x3
            ccmp    x3, x2, 0, le
            ble     G_M000_IG24
            movz    x3, #0x7CC0
            movk    x3, #0x6F9 LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            blr     x3
 
G_M000_IG24:                ;; offset=0x033C
            b       G_M000_IG06
 
G_M000_IG25:                ;; offset=0x0340
            cmp     w24, #1
            beq     G_M000_IG27
            ldr     x0, [x23]
            mov     x2, x25
            movz    x11, #0x49F0
            movk    x11, #893 LSL #16
            movk    x11, #85 LSL #32
            ldr     xip0, [x11]
            blr     xip0
            b       G_M000_IG07
 
G_M000_IG26:                ;; offset=0x0368
            ldr     x0, [x0, #0x08]
            movz    x11, #0x49F8
            movk    x11, #893 LSL #16
            movk    x11, #85 LSL #32
            ldr     xip0, [x11]
            blr     xip0
            b       G_M000_IG07
 
G_M000_IG27:                ;; offset=0x0384
            ldr     x0, [x23]
            mov     x2, x25
            movz    x3, #0x8940
            movk    x3, #0x6D1 LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            ldr     wzr, [x0]
            blr     x3
            b       G_M000_IG07
 
G_M000_IG28:                ;; offset=0x03A8
            movz    x0, #0x5098
            movk    x0, #0x6D2 LSL #16
            movk    x0, #85 LSL #32
            ldr     x0, [x0]
            blr     x0
            brk     #0
 
G_M000_IG29:                ;; offset=0x03C0
            ldrb    w0, [x20, #0x18]
            cmp     w0, #0
            csel    x20, x20, xzr, eq
            b       G_M000_IG11
 
G_M000_IG30:                ;; offset=0x03D0
            movz    x1, #0x3E30
            movk    x1, #0x65C0 LSL #16
            movk    x1, #85 LSL #32
            ldr     x1, [x1]
            mov     x0, x20
            movz    x11, #0x4A00
            movk    x11, #893 LSL #16
            movk    x11, #85 LSL #32
            ldr     xip0, [x11]
            blr     xip0
            b       G_M000_IG18
 
; Total bytes of code 1020


