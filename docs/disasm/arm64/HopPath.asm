; HopPath: the Arm64 code of the micro-benchmark's hot loops at their last optimized tier (benchmarks/disasm-arm64.sh)

; Assembly listing for method NDisruptor.BatchEventProcessor`2[NDisruptor.Benchmarks.Contenders.LongEvent,NDisruptor.ValueEventHandlerInvoker`2[NDisruptor.Benchmarks.Contenders.LongEvent,NDisruptor.Benchmarks.Micro.HopPath+Echo]]:Consume():this (FullOpts)
; Emitting BLENDED_CODE for generic ARM64 on Unix
; FullOpts code
; optimized code
; optimized using Synthesized PGO
; fp based frame
; fully interruptible
; with Synthesized PGO: fgCalledCount is 100
; No PGO data
; 0 inlinees with PGO data; 31 single block inlinees; 26 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
            stp     fp, lr, [sp, #-0x70]!
            stp     x19, x20, [sp, #0x20]
            stp     x21, x22, [sp, #0x30]
            stp     x23, x24, [sp, #0x40]
            stp     x25, x26, [sp, #0x50]
            stp     x27, x28, [sp, #0x60]
            mov     fp, sp
            str     wzr, [fp, #0x1C]
            mov     x19, x0
 
G_M000_IG02:                ;; offset=0x0024
            ldr     x14, [x19, #0x08]
            ldr     x14, [x14, #0x10]
            ldapur  x15, [x14, #0x38]
            add     x14, x19, #104
            bl      CORINFO_HELP_ASSIGN_REF
            ldr     x0, [x19, #0x38]
            ldapur  x0, [x0, #0x88]
            add     x20, x0, #1
            b       G_M000_IG19
 
G_M000_IG03:                ;; offset=0x0048
            movz    x0, #0x3878
            movk    x0, #0x65C0 LSL #16
            movk    x0, #85 LSL #32
            ldr     x0, [x0]
            ldr     x0, [x0, #0x08]
            ldr     x0, [x0, #0x08]
            cbz     x0, G_M000_IG05
 
G_M000_IG04:                ;; offset=0x0064
            add     x0, x19, #72
            sub     x1, x21, x20
            add     x1, x1, #1
            movz    x2, #0x4588
            movk    x2, #0x6D1 LSL #16
            movk    x2, #85 LSL #32
            ldr     x2, [x2]
            blr     x2
 
G_M000_IG05:                ;; offset=0x0084
            ldr     x0, [x19, #0x18]
            ldapur  x0, [x0, #0x98]
            cmp     x0, x20
            bge     G_M000_IG55
 
G_M000_IG06:                ;; offset=0x0094
            ldr     x0, [x19, #0x78]
            cbnz    x0, G_M000_IG54
 
G_M000_IG07:                ;; offset=0x009C
            str     x21, [x19, #0x90]
            sub     x0, x21, x20
            cmp     x0, #63
            bge     G_M000_IG53
 
G_M000_IG08:                ;; offset=0x00AC
            add     x22, x19, #88
            ldr     x0, [x19, #0x08]
            ldp     x23, x24, [x0, #0x40]
            add     x25, x19, #136
            cmp     x20, x21
            ble     G_M000_IG24
 
G_M000_IG09:                ;; offset=0x00C4
            mov     x0, #0x8000000000000000
            str     x0, [x19, #0x90]
 
G_M000_IG10:                ;; offset=0x00CC
            mov     x0, #0x8000000000000000
            cmp     x20, x0
            beq     G_M000_IG21
 
G_M000_IG11:                ;; offset=0x00D8
            ldr     x0, [x19, #0x38]
            stlur   x21, [x0, #0x88]
            ldr     x0, [x19, #0x28]
            cbz     x0, G_M000_IG14
 
G_M000_IG12:                ;; offset=0x00E8
            ldr     x0, [x0, #0x08]
            ldrsb   wzr, [x0]
            dmb     ish
            ldapur  w1, [x0, #0x10]
            cbz     w1, G_M000_IG14
 
G_M000_IG13:                ;; offset=0x00FC
            movz    x1, #0x4660
            movk    x1, #0x6D1 LSL #16
            movk    x1, #85 LSL #32
            ldr     x1, [x1]
            blr     x1
 
G_M000_IG14:                ;; offset=0x0110
            ldr     x0, [x19, #0x68]
            cbz     x0, G_M000_IG17
 
G_M000_IG15:                ;; offset=0x0118
            ldapur  w1, [x0, #0x10]
            cbz     w1, G_M000_IG17
 
G_M000_IG16:                ;; offset=0x0120
            movz    x1, #0x4600
            movk    x1, #0x6D1 LSL #16
            movk    x1, #85 LSL #32
            ldr     x1, [x1]
            blr     x1
 
G_M000_IG17:                ;; offset=0x0134
            ldr     x0, [x19, #0x30]
            ldapur  x1, [x0, #0xB0]
            cbz     x1, G_M000_IG19
 
G_M000_IG18:                ;; offset=0x0140
            mov     x1, x21
            movz    x2, #0xEA60
            movk    x2, #0x6C0 LSL #16
            movk    x2, #85 LSL #32
            ldr     x2, [x2]
            blr     x2
 
G_M000_IG19:                ;; offset=0x0158
            mov     x0, x19
            mov     x1, x20
            movz    x2, #0x4678
            movk    x2, #0x6D1 LSL #16
            movk    x2, #85 LSL #32
            ldr     x2, [x2]
            blr     x2
            mov     x21, x0
            cmp     x21, x20
            bge     G_M000_IG03
 
G_M000_IG20:                ;; offset=0x0180
            mov     x0, #0x8000000000000000
            cmp     x21, x0
            bne     G_M000_IG19
 
G_M000_IG21:                ;; offset=0x018C
            ldp     x27, x28, [sp, #0x60]
            ldp     x25, x26, [sp, #0x50]
            ldp     x23, x24, [sp, #0x40]
            ldp     x21, x22, [sp, #0x30]
            ldp     x19, x20, [sp, #0x20]
            ldp     fp, lr, [sp], #0x70
            ret     lr
 
G_M000_IG22:                ;; offset=0x01A8
            ldr     x0, [x22]
            ldr     x0, [x0, #0x08]
            movz    x11, #0x2E40
            movk    x11, #892 LSL #16
            movk    x11, #85 LSL #32
            ldr     xip0, [x11]
            blr     xip0
 
G_M000_IG23:                ;; offset=0x01C4
            add     x20, x20, #1
            cmp     x20, x21
            bgt     G_M000_IG09
 
G_M000_IG24:                ;; offset=0x01D0
            str     x20, [x25]
            and     x0, x20, x24
            lsl     x0, x0, #3
            add     x26, x0, x23
            ldr     x0, [x22]
            ldr     x11, [x0, #0x18]
            ldr     x1, [x26]
            add     x11, x11, x1
            str     x11, [x0, #0x18]
            ldr     x0, [x22]
            ldr     x0, [x0, #0x10]
            cmp     x20, x0
            beq     G_M000_IG22
 
G_M000_IG25:                ;; offset=0x0204
            ldr     x27, [x22, #0x08]
            add     x0, fp, #28
            asr     x1, x0, #16
            ldr     x0, [x27, #0x18]
            cbz     x0, G_M000_IG28
 
G_M000_IG26:                ;; offset=0x0218
            ldr     x2, [x0, #0x300]
            ldr     x3, [x0, #0x308]
            add     x2, x2, #1
            ldr     x4, [x0, #0x318]
            eor     x4, x1, x4
            sub     x3, x3, x2
            orr     x3, x4, x3,  ASR #63
            cbnz    x3, G_M000_IG28
 
G_M000_IG27:                ;; offset=0x0238
            str     x2, [x0, #0x300]
            b       G_M000_IG30
 
G_M000_IG28:                ;; offset=0x0240
            ldr     x0, [x27, #0x20]
            cbnz    x0, G_M000_IG41
 
G_M000_IG29:                ;; offset=0x0248
            ldr     x0, [x27, #0x18]
            mov     w2, #1
            movz    x3, #0x40F0
            movk    x3, #0x6D1 LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            ldr     wzr, [x0]
            blr     x3
            mov     x2, x0
 
G_M000_IG30:                ;; offset=0x026C
            ldr     x0, [x22, #0x08]
            ldp     x1, x0, [x0, #0x40]
            and     x0, x2, x0
            ldr     x3, [x26]
            add     x3, x3, #1
            str     x3, [x1, x0, LSL #3]
            ldr     x26, [x22, #0x08]
            ldapur  x0, [x26, #0x30]
            cbnz    x0, G_M000_IG52
 
G_M000_IG31:                ;; offset=0x0290
            ldr     x27, [x26, #0x20]
            cbz     x27, G_M000_IG46
 
G_M000_IG32:                ;; offset=0x0298
            add     x0, x26, #80
            ldr     x1, [x26, #0x28]
            ldp     x3, x4, [x0, #0x08]
            and     x4, x2, x4
            add     x26, x3, x4,  LSL #2
            ldr     w0, [x0, #0x18]
            lsr     x28, x2, x0
            ldapr   w3, [x26]
            ldrsb   wzr, [x1]
            add     x0, x1, #136
            mov     x1, x0
            eor     x4, x1, #8
            sub     x1, x4, x1
            add     x0, x1, x0
            ldapr   x0, [x0]
            add     x0, x0, #1
            cmp     x2, x0
            bhs     G_M000_IG34
 
G_M000_IG33:                ;; offset=0x02E0
            sub     w0, w3, w28
            lsr     w0, w0, #31
            cbnz    w0, G_M000_IG35
 
G_M000_IG34:                ;; offset=0x02EC
            mov     x0, x27
            mov     x1, x2
            mov     w2, w3
            mov     w3, w28
            movz    x4, #0x45D0
            movk    x4, #0x6D1 LSL #16
            movk    x4, #85 LSL #32
            ldr     x4, [x4]
            blr     x4
 
G_M000_IG35:                ;; offset=0x0310
            stlr    w28, [x26]
            ldrb    w0, [x27, #0x59]
            cbz     w0, G_M000_IG23
 
G_M000_IG36:                ;; offset=0x031C
            ldrb    w0, [x27, #0x58]
            cbz     w0, G_M000_IG38
 
G_M000_IG37:                ;; offset=0x0324
            mov     x0, x27
            movz    x1, #0x45E8
            movk    x1, #0x6D1 LSL #16
            movk    x1, #85 LSL #32
            ldr     x1, [x1]
            blr     x1
 
G_M000_IG38:                ;; offset=0x033C
            ldapur  x0, [x27, #0x38]
            cbz     x0, G_M000_IG23
 
G_M000_IG39:                ;; offset=0x0344
            ldapur  w1, [x0, #0x10]
            cbz     w1, G_M000_IG23
 
G_M000_IG40:                ;; offset=0x034C
            movz    x1, #0x4600
            movk    x1, #0x6D1 LSL #16
            movk    x1, #85 LSL #32
            ldr     x1, [x1]
            blr     x1
            b       G_M000_IG23
 
G_M000_IG41:                ;; offset=0x0364
            ldr     x1, [x27, #0x28]
            add     x2, x0, #792
            ldapr   x2, [x2]
            ldrsb   wzr, [x1]
            add     x3, x1, #136
            mov     x4, x3
            eor     x5, x4, #8
            sub     x4, x5, x4
            add     x3, x4, x3
            ldapr   x4, [x3]
            add     x4, x4, #1
            cmp     x4, x2
            bgt     G_M000_IG45
 
G_M000_IG42:                ;; offset=0x0398
            add     x1, x1, #136
            mov     x4, #1
            ldaddal x4, x1, [x1]
            add     x27, x1, #1
            stlr    x27, [x3]
            cmp     x27, x2
            ble     G_M000_IG44
 
G_M000_IG43:                ;; offset=0x03B4
            ldr     w1, [x0, #0x50]
            sub     x1, x27, w1, SXTW
            sub     x2, x27, #1
            mov     w3, wzr
            movz    x4, #0x45B8
            movk    x4, #0x6D1 LSL #16
            movk    x4, #85 LSL #32
            ldr     x4, [x4]
            blr     x4
 
G_M000_IG44:                ;; offset=0x03D8
            mov     x2, x27
            b       G_M000_IG30
 
G_M000_IG45:                ;; offset=0x03E0
            mov     w1, #1
            movz    x2, #0x45A0
            movk    x2, #0x6D1 LSL #16
            movk    x2, #85 LSL #32
            ldr     x2, [x2]
            blr     x2
            mov     x27, x0
            b       G_M000_IG44
 
G_M000_IG46:                ;; offset=0x0400
            ldr     x26, [x26, #0x18]
            ldr     x0, [x26, #0x300]
            sub     x1, x0, x2
            ldr     x3, [x26, #0x310]
            sub     x0, x0, x3
            cmp     x1, x0
            bhs     G_M000_IG56
            str     x2, [x26, #0x310]
            ldr     x0, [x26, #0x18]
            stlur   x2, [x0, #0x88]
            ldrb    w0, [x26, #0x59]
            cbz     w0, G_M000_IG23
 
G_M000_IG47:                ;; offset=0x0430
            ldrb    w0, [x26, #0x58]
            cbz     w0, G_M000_IG49
 
G_M000_IG48:                ;; offset=0x0438
            mov     x0, x26
            movz    x1, #0x45E8
            movk    x1, #0x6D1 LSL #16
            movk    x1, #85 LSL #32
            ldr     x1, [x1]
            blr     x1
 
G_M000_IG49:                ;; offset=0x0450
            ldapur  x0, [x26, #0x38]
            cbz     x0, G_M000_IG23
 
G_M000_IG50:                ;; offset=0x0458
            ldapur  w1, [x0, #0x10]
            cbz     w1, G_M000_IG23
 
G_M000_IG51:                ;; offset=0x0460
            movz    x1, #0x4600
            movk    x1, #0x6D1 LSL #16
            movk    x1, #85 LSL #32
            ldr     x1, [x1]
            blr     x1
            b       G_M000_IG23
 
G_M000_IG52:                ;; offset=0x0478
            ldr     x1, [x0, #0x300]
            sub     x3, x1, x2
            ldr     x4, [x0, #0x310]
            sub     x1, x1, x4
            cmp     x3, x1
            bhs     G_M000_IG57
            str     x2, [x0, #0x310]
            ldr     x0, [x0, #0x18]
            stlur   x2, [x0, #0x88]
            b       G_M000_IG23
 
G_M000_IG53:                ;; offset=0x04A0
            mov     x0, x19
            mov     x1, x20
            mov     x2, x21
            movz    x3, #0x4618
            movk    x3, #0x6D1 LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            blr     x3
            mov     x20, x0
            b       G_M000_IG09
 
G_M000_IG54:                ;; offset=0x04C8
            mov     x0, x19
            mov     x1, x20
            mov     x2, x21
            movz    x3, #0x4630
            movk    x3, #0x6D1 LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            blr     x3
            mov     x20, x0
            b       G_M000_IG10
 
G_M000_IG55:                ;; offset=0x04F0
            mov     x0, x19
            mov     x1, x20
            mov     x2, x21
            movz    x3, #0x4648
            movk    x3, #0x6D1 LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            blr     x3
            mov     x20, x0
            b       G_M000_IG10
 
G_M000_IG56:                ;; offset=0x0518
            mov     x0, x26
            mov     x1, x2
            movz    x2, #0x4270
            movk    x2, #0x6D1 LSL #16
            movk    x2, #85 LSL #32
            ldr     x2, [x2]
            blr     x2
            bl      CORINFO_HELP_THROW
            brk     #0
 
G_M000_IG57:                ;; offset=0x053C
            mov     x1, x2
            movz    x2, #0x4270
            movk    x2, #0x6D1 LSL #16
            movk    x2, #85 LSL #32
            ldr     x2, [x2]
            blr     x2
            bl      CORINFO_HELP_THROW
            brk     #0
 
; Total bytes of code 1372


; Assembly listing for method NDisruptor.BatchEventProcessor`2[NDisruptor.Benchmarks.Contenders.LongEvent,NDisruptor.ValueEventHandlerInvoker`2[NDisruptor.Benchmarks.Contenders.LongEvent,NDisruptor.Benchmarks.Micro.HopPath+Echo]]:AwaitBatch(long):long:this (Tier1)
; Emitting BLENDED_CODE for generic ARM64 on Unix
; Tier1 code
; optimized code
; optimized using Dynamic PGO
; fp based frame
; fully interruptible
; with Dynamic PGO: fgCalledCount is 795788
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
            ldr     x0, [x20, #0x80]
            add     x0, x19, x0
            sub     x22, x0, #1
            ldr     x0, [x21, #0x38]
            cbnz    x0, G_M000_IG12
 
G_M000_IG03:                ;; offset=0x0030
            ldr     x3, [x21, #0x30]
            cbz     x3, G_M000_IG14
            ldapur  x2, [x3, #0x88]
 
G_M000_IG04:                ;; offset=0x003C
            sub     x3, x2, x19
            ldr     w0, [x20, #0xA8]
            sub     w0, w0, #1
            cmp     x3, w0, SXTW
            blo     G_M000_IG18
 
G_M000_IG05:                ;; offset=0x0050
            ldapurb w0, [x21, #0x48]
            cbnz    w0, G_M000_IG25
 
G_M000_IG06:                ;; offset=0x0058
            ldr     x0, [x21, #0x30]
            cbz     x0, G_M000_IG21
            ldapur  x0, [x0, #0x88]
 
G_M000_IG07:                ;; offset=0x0064
            ldr     x1, [x21, #0x10]
            mov     x2, #0x8000000000000000
            cmp     x1, #0
            csel    x0, x0, x2, eq
 
G_M000_IG08:                ;; offset=0x0074
            cmp     x0, x19
            blt     G_M000_IG26
 
G_M000_IG09:                ;; offset=0x007C
            cmp     x0, x19
            blt     G_M000_IG27
 
G_M000_IG10:                ;; offset=0x0084
            cmp     x0, x22
            csel    x0, x0, x22, le
 
G_M000_IG11:                ;; offset=0x008C
            ldp     x21, x22, [sp, #0x20]
            ldp     x19, x20, [sp, #0x10]
            ldp     fp, lr, [sp], #0x30
            ret     lr
 
G_M000_IG12:                ;; offset=0x009C
            add     x1, x0, #632
            ldp     x2, x1, [x1, #0x08]
            and     x1, x19, x1
            add     x1, x2, x1,  LSL #2
            ldapr   w1, [x1]
            ldr     w0, [x0, #0x290]
            lsr     x0, x19, x0
            cmp     w1, w0
            beq     G_M000_IG03
            movz    x0, #0x7150
            movk    x0, #0x6DA LSL #16
            movk    x0, #85 LSL #32
            movz    x1, #0x5728
            movk    x1, #0x491 LSL #16
            movk    x1, #85 LSL #32
            ldr     x1, [x1]
            blr     x1
            movz    x3, #0xB278
            movk    x3, #891 LSL #16
            movk    x3, #85 LSL #32
            ldr     w3, [x3]
            mov     x1, x19
            mov     x2, x22
            mov     x0, x21
            movz    x4, #0xDCB0
            movk    x4, #0x6D1 LSL #16
            movk    x4, #85 LSL #32
            ldr     x4, [x4]
            blr     x4
            cmp     x0, x19
            blt     G_M000_IG03
 
G_M000_IG13:                ;; offset=0x0118
            ldp     x21, x22, [sp, #0x20]
            ldp     x19, x20, [sp, #0x10]
            ldp     fp, lr, [sp], #0x30
            ret     lr
 
G_M000_IG14:                ;; offset=0x0128
            ldr     x2, [x21, #0x28]
            movn    x3, #0x8000 LSL #48
            mov     w0, wzr
            b       G_M000_IG17
 
G_M000_IG15:                ;; offset=0x0138
            add     x1, x2, #16
            ldr     x1, [x1, w0, UXTW #3]
            ldapur  x1, [x1, #0x88]
            cmp     x3, x1
            ble     G_M000_IG16
            mov     x3, x1
            b       G_M000_IG16
 
G_M000_IG16:                ;; offset=0x0154
            add     w0, w0, #1
 
G_M000_IG17:                ;; offset=0x0158
            ldr     w1, [x2, #0x08]
            cmp     w1, w0
            bgt     G_M000_IG15
            mov     x2, x3
            b       G_M000_IG04
 
G_M000_IG18:                ;; offset=0x016C
            ldr     w3, [x20, #0xA8]
            mov     x0, x21
            mov     x1, x19
            movz    x4, #0x46F0
            movk    x4, #0x6D1 LSL #16
            movk    x4, #85 LSL #32
            ldr     x4, [x4]
            blr     x4
            ldr     w1, [x20, #0xA8]
            sub     x2, x0, x19
            add     x2, x2, #1
            cmp     x2, w1, SXTW
            bge     G_M000_IG19
            movn    x2, #0x8000 LSL #48
            b       G_M000_IG20
 
G_M000_IG19:                ;; offset=0x01A8
            asr     w2, w1, #31
            and     w2, w2, #3
            add     w1, w2, w1
            asr     w1, w1, #2
            sub     x2, x0, w1, SXTW
 
G_M000_IG20:                ;; offset=0x01BC
            cmp     x22, x2
            csel    x22, x22, x2, le
            b       G_M000_IG05
 
G_M000_IG21:                ;; offset=0x01C8
            ldr     x0, [x21, #0x28]
            movn    x1, #0x8000 LSL #48
            mov     w2, wzr
            b       G_M000_IG24
 
G_M000_IG22:                ;; offset=0x01D8
            add     x3, x0, #16
            ldr     x3, [x3, w2, UXTW #3]
            ldapur  x3, [x3, #0x88]
            cmp     x1, x3
            ble     G_M000_IG23
            mov     x1, x3
            b       G_M000_IG23
 
G_M000_IG23:                ;; offset=0x01F4
            add     w2, w2, #1
 
G_M000_IG24:                ;; offset=0x01F8
            ldr     w3, [x0, #0x08]
            cmp     w3, w2
            bgt     G_M000_IG22
            mov     x0, x1
            b       G_M000_IG07
 
G_M000_IG25:                ;; offset=0x020C
            mov     x0, #0x8000000000000000
            b       G_M000_IG08
 
G_M000_IG26:                ;; offset=0x0214
            mov     x0, x20
            mov     x1, x19
            mov     x2, x22
            movz    x3, #0x4750
            movk    x3, #0x6D1 LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            blr     x3
            b       G_M000_IG09
 
G_M000_IG27:                ;; offset=0x0238
            ldp     x21, x22, [sp, #0x20]
            ldp     x19, x20, [sp, #0x10]
            ldp     fp, lr, [sp], #0x30
            ret     lr
 
; Total bytes of code 584


; Assembly listing for method NDisruptor.Benchmarks.Micro.HopPath:ValueHop():long:this (Tier1)
; Emitting BLENDED_CODE for generic ARM64 on Unix
; Tier1 code
; optimized code
; fp based frame
; partially interruptible
; 3 inlinees with PGO data; 16 single block inlinees; 12 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
            stp     fp, lr, [sp, #-0x40]!
            stp     x19, x20, [sp, #0x20]
            stp     x21, x22, [sp, #0x30]
            mov     fp, sp
            str     wzr, [fp, #0x1C]
            mov     x19, x0
 
G_M000_IG02:                ;; offset=0x0018
            ldr     x20, [x19, #0x08]
            add     x0, fp, #28
            asr     x1, x0, #16
            ldr     x0, [x20, #0x18]
            cbz     x0, G_M000_IG09
 
G_M000_IG03:                ;; offset=0x002C
            ldr     x2, [x0, #0x300]
            ldr     x3, [x0, #0x308]
            add     x2, x2, #1
            ldr     x4, [x0, #0x318]
            eor     x4, x1, x4
            sub     x3, x3, x2
            orr     x3, x4, x3,  ASR #63
            cbnz    x3, G_M000_IG09
 
G_M000_IG04:                ;; offset=0x004C
            str     x2, [x0, #0x300]
 
G_M000_IG05:                ;; offset=0x0050
            ldp     x0, x1, [x20, #0x40]
            and     x1, x2, x1
            mov     x3, #1
            str     x3, [x0, x1, LSL #3]
            ldr     x0, [x19, #0x10]
            mov     x1, #0xFFFF
            add     x1, x2, x1
            str     x1, [x0, #0x10]
            ldapur  x0, [x20, #0x30]
            cbz     x0, G_M000_IG17
 
G_M000_IG06:                ;; offset=0x0078
            ldr     x1, [x0, #0x300]
            sub     x3, x1, x2
            ldr     x4, [x0, #0x310]
            sub     x1, x1, x4
            cmp     x3, x1
            bhs     G_M000_IG24
            str     x2, [x0, #0x310]
            ldr     x0, [x0, #0x18]
            stlur   x2, [x0, #0x88]
 
G_M000_IG07:                ;; offset=0x009C
            ldr     x0, [x19, #0x10]
            ldr     x0, [x0, #0x08]
            movz    x11, #0x32D8
            movk    x11, #892 LSL #16
            movk    x11, #85 LSL #32
            ldr     xip0, [x11]
            blr     xip0
            ldr     x0, [x19, #0x10]
            ldr     x0, [x0, #0x18]
 
G_M000_IG08:                ;; offset=0x00C0
            ldp     x21, x22, [sp, #0x30]
            ldp     x19, x20, [sp, #0x20]
            ldp     fp, lr, [sp], #0x40
            ret     lr
 
G_M000_IG09:                ;; offset=0x00D0
            ldr     x0, [x20, #0x20]
            cbnz    x0, G_M000_IG12
 
G_M000_IG10:                ;; offset=0x00D8
            ldr     x0, [x20, #0x18]
            mov     w2, #1
            movz    x3, #0x40F0
            movk    x3, #0x6D1 LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            ldr     wzr, [x0]
            blr     x3
            mov     x2, x0
 
G_M000_IG11:                ;; offset=0x00FC
            b       G_M000_IG05
 
G_M000_IG12:                ;; offset=0x0100
            ldr     x1, [x20, #0x28]
            add     x2, x0, #792
            ldapr   x2, [x2]
            ldrsb   wzr, [x1], #0x88
            mov     x3, x1
            mov     x4, x3
            eor     x5, x4, #8
            sub     x4, x5, x4
            add     x3, x4, x3
            ldapr   x4, [x3]
            add     x4, x4, #1
            cmp     x4, x2
            bgt     G_M000_IG15
 
G_M000_IG13:                ;; offset=0x0134
            mov     x4, #1
            ldaddal x4, x1, [x1]
            add     x21, x1, #1
            stlr    x21, [x3]
            cmp     x21, x2
            bgt     G_M000_IG16
 
G_M000_IG14:                ;; offset=0x014C
            mov     x2, x21
            b       G_M000_IG11
 
G_M000_IG15:                ;; offset=0x0154
            mov     w1, #1
            movz    x2, #0x45A0
            movk    x2, #0x6D1 LSL #16
            movk    x2, #85 LSL #32
            ldr     x2, [x2]
            blr     x2
            mov     x21, x0
            b       G_M000_IG14
 
G_M000_IG16:                ;; offset=0x0174
            ldr     w1, [x0, #0x50]
            sub     x1, x21, w1, SXTW
            sub     x2, x21, #1
            mov     w3, wzr
            movz    x4, #0x45B8
            movk    x4, #0x6D1 LSL #16
            movk    x4, #85 LSL #32
            ldr     x4, [x4]
            blr     x4
            b       G_M000_IG14
 
G_M000_IG17:                ;; offset=0x019C
            ldr     x21, [x20, #0x20]
            cbz     x21, G_M000_IG21
            add     x0, x20, #80
            ldr     x1, [x20, #0x28]
            ldp     x3, x4, [x0, #0x08]
            and     x4, x2, x4
            add     x20, x3, x4,  LSL #2
            ldr     w0, [x0, #0x18]
            lsr     x22, x2, x0
            ldapr   w3, [x20]
            ldrsb   wzr, [x1]
            add     x0, x1, #136
            mov     x1, x0
            eor     x4, x1, #8
            sub     x1, x4, x1
            add     x0, x1, x0
            ldapr   x0, [x0]
            add     x0, x0, #1
            cmp     x2, x0
            bhs     G_M000_IG18
            sub     w0, w3, w22
            lsr     w0, w0, #31
            cbnz    w0, G_M000_IG19
 
G_M000_IG18:                ;; offset=0x01F8
            mov     x0, x21
            mov     x1, x2
            mov     w2, w3
            mov     w3, w22
            movz    x4, #0x45D0
            movk    x4, #0x6D1 LSL #16
            movk    x4, #85 LSL #32
            ldr     x4, [x4]
            blr     x4
 
G_M000_IG19:                ;; offset=0x021C
            stlr    w22, [x20]
            ldrb    w0, [x21, #0x59]
            cbz     w0, G_M000_IG07
            ldrb    w0, [x21, #0x58]
            cbz     w0, G_M000_IG20
            mov     x0, x21
            movz    x1, #0x45E8
            movk    x1, #0x6D1 LSL #16
            movk    x1, #85 LSL #32
            ldr     x1, [x1]
            blr     x1
 
G_M000_IG20:                ;; offset=0x0248
            ldapur  x0, [x21, #0x38]
            cbz     x0, G_M000_IG07
            ldapur  w1, [x0, #0x10]
            cbz     w1, G_M000_IG07
            movz    x1, #0x4600
            movk    x1, #0x6D1 LSL #16
            movk    x1, #85 LSL #32
            ldr     x1, [x1]
            blr     x1
            b       G_M000_IG07
 
G_M000_IG21:                ;; offset=0x0270
            ldr     x20, [x20, #0x18]
            ldr     x0, [x20, #0x300]
            sub     x1, x0, x2
            ldr     x3, [x20, #0x310]
            sub     x0, x0, x3
            cmp     x1, x0
            blo     G_M000_IG22
            mov     x0, x20
            mov     x1, x2
            movz    x2, #0x4270
            movk    x2, #0x6D1 LSL #16
            movk    x2, #85 LSL #32
            ldr     x2, [x2]
            blr     x2
            bl      CORINFO_HELP_THROW
            brk     #0
 
G_M000_IG22:                ;; offset=0x02B0
            str     x2, [x20, #0x310]
            ldr     x0, [x20, #0x18]
            stlur   x2, [x0, #0x88]
            ldrb    w0, [x20, #0x59]
            cbz     w0, G_M000_IG07
            ldrb    w0, [x20, #0x58]
            cbz     w0, G_M000_IG23
            mov     x0, x20
            movz    x1, #0x45E8
            movk    x1, #0x6D1 LSL #16
            movk    x1, #85 LSL #32
            ldr     x1, [x1]
            blr     x1
 
G_M000_IG23:                ;; offset=0x02E4
            ldapur  x0, [x20, #0x38]
            cbz     x0, G_M000_IG07
            ldapur  w1, [x0, #0x10]
            cbz     w1, G_M000_IG07
            movz    x1, #0x4600
            movk    x1, #0x6D1 LSL #16
            movk    x1, #85 LSL #32
            ldr     x1, [x1]
            blr     x1
            b       G_M000_IG07
 
G_M000_IG24:                ;; offset=0x030C
            mov     x1, x2
            movz    x2, #0x4270
            movk    x2, #0x6D1 LSL #16
            movk    x2, #85 LSL #32
            ldr     x2, [x2]
            blr     x2
            bl      CORINFO_HELP_THROW
            brk     #0
 
; Total bytes of code 812


; Assembly listing for method NDisruptor.BatchEventProcessor`2[NDisruptor.Benchmarks.Contenders.LongEvent,NDisruptor.ValueEventHandlerInvoker`2[NDisruptor.Benchmarks.Contenders.LongEvent,NDisruptor.Benchmarks.Micro.HopPath+Echo]]:ProcessEvents():this (Tier1)
; Emitting BLENDED_CODE for generic ARM64 on Unix
; Tier1 code
; optimized code
; optimized using Dynamic PGO
; fp based frame
; fully interruptible
; with Dynamic PGO: fgCalledCount is 105

G_M000_IG01:                ;; offset=0x0000
            stp     fp, lr, [sp, #-0x20]!
            mov     fp, sp
            stp     xzr, x0, [fp, #0x10]
 
G_M000_IG02:                ;; offset=0x000C
            ldr     x0, [fp, #0x18]
 
G_M000_IG03:                ;; offset=0x0010
            movz    x1, #0x4468
            movk    x1, #0x6D1 LSL #16
            movk    x1, #85 LSL #32
            ldr     x1, [x1]
            blr     x1
            nop     
 
G_M000_IG04:                ;; offset=0x0028
            ldp     fp, lr, [sp], #0x20
            ret     lr
 
G_M000_IG05:                ;; offset=0x0030
            ldp     x1, x0, [fp, #0x10]
            movz    x2, #0x4480
            movk    x2, #0x6D1 LSL #16
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
            movk    x0, #0x495 LSL #16
            movk    x0, #85 LSL #32
            bl      CORINFO_HELP_ISINSTANCEOFCLASS
            cbnz    x0, G_M000_IG09
 
G_M000_IG08:                ;; offset=0x006C
            mov     w0, wzr
            b       G_M000_IG10
 
G_M000_IG09:                ;; offset=0x0074
            str     x0, [fp, #0x10]
            ldr     x0, [fp, #0x18]
            ldr     x1, [x0, #0x90]
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


; Assembly listing for method Disruptor.Processing.ValueEventProcessor`6[NDisruptor.Benchmarks.Contenders.LongEvent,Disruptor.Processing.EventProcessorHelpers+ValueRingBufferDataProvider`1[NDisruptor.Benchmarks.Contenders.LongEvent],Disruptor.Processing.EventProcessorHelpers+NoopPublishedSequenceReader,NDisruptor.Benchmarks.Micro.HopPath+DnEcho,Disruptor.Processing.EventProcessorHelpers+NoopOnBatchStartEvaluator,Disruptor.Processing.EventProcessorHelpers+NoopBatchSizeLimiter]:ProcessEvents(System.Threading.CancellationToken):this (FullOpts)
; Emitting BLENDED_CODE for generic ARM64 on Unix
; FullOpts code
; optimized code
; optimized using Synthesized PGO
; fp based frame
; fully interruptible
; with Synthesized PGO: fgCalledCount is 100
; No PGO data
; 2 inlinees with PGO data; 30 single block inlinees; 9 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
            stp     fp, lr, [sp, #-0x60]!
            stp     x19, x20, [sp, #0x38]
            stp     x21, x22, [sp, #0x48]
            str     x23, [sp, #0x58]
            mov     fp, sp
            stp     x0, xzr, [fp, #0x18]
            str     x1, [fp, #0x30]
 
G_M000_IG02:                ;; offset=0x001C
            ldr     x1, [x0, #0x10]
            ldapur  x1, [x1, #0x40]
            add     x1, x1, #1
            str     x1, [fp, #0x28]
 
G_M000_IG03:                ;; offset=0x002C
            nop     
 
G_M000_IG04:                ;; offset=0x0030
            ldr     x0, [fp, #0x18]
            ldr     x1, [x0, #0x08]
            ldr     x2, [fp, #0x30]
            str     x2, [fp, #0x20]
            ldrsb   wzr, [x1]
            ldr     x2, [fp, #0x20]
            cbz     x2, G_M000_IG06
 
G_M000_IG05:                ;; offset=0x004C
            ldr     x2, [fp, #0x20]
            ldapur  w2, [x2, #0x20]
            cbnz    w2, G_M000_IG36
 
G_M000_IG06:                ;; offset=0x0058
            ldr     x2, [x1, #0x18]
            movn    x19, #0x8000 LSL #48
            ldr     x2, [x2, #0x10]
            ldr     w3, [x2, #0x08]
            cmp     w3, #0
            ble     G_M000_IG11
 
G_M000_IG07:                ;; offset=0x0070
            add     x2, x2, #16
            b       G_M000_IG10
            align   [4 bytes for IG08]
            align   [4 bytes]
            align   [0 bytes]
            align   [0 bytes]
 
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
            movz    x1, #0xCF00
            movk    x1, #0x6E5 LSL #16
            movk    x1, #85 LSL #32
            ldr     x1, [x1]
            blr     x1
            b       G_M000_IG03
 
G_M000_IG14:                ;; offset=0x00D0
            mov     x0, x1
            ldp     x2, x1, [fp, #0x20]
            movz    x3, #0xCEE8
            movk    x3, #0x6E5 LSL #16
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
            add     x20, x1, x11
            add     x21, x0, #56
            ldr     x11, [x21]
            ldr     x1, [x11, #0x18]
            ldr     x2, [x20]
            add     x1, x1, x2
            str     x1, [x11, #0x18]
            ldr     x11, [fp, #0x28]
            ldr     x1, [x21]
            ldr     x1, [x1, #0x10]
            cmp     x11, x1
            bne     G_M000_IG20
 
G_M000_IG17:                ;; offset=0x0154
            ldr     x11, [x21]
            ldr     x0, [x11, #0x08]
            movz    x11, #0x3C30
            movk    x11, #892 LSL #16
            movk    x11, #85 LSL #32
            ldr     xip0, [x11]
            blr     xip0
 
G_M000_IG18:                ;; offset=0x0170
            ldr     x0, [fp, #0x28]
            add     x0, x0, #1
            str     x0, [fp, #0x28]
            ldr     x0, [fp, #0x28]
            cmp     x0, x19
            ble     G_M000_IG16
 
G_M000_IG19:                ;; offset=0x0188
            ldr     x0, [fp, #0x18]
            ldr     x1, [x0, #0x10]
            stlur   x19, [x1, #0x40]
            b       G_M000_IG03
 
G_M000_IG20:                ;; offset=0x0198
            ldr     x11, [x21, #0x08]
            ldrsb   wzr, [x11]
            add     x22, x11, #88
            ldrb    w11, [x22, #0x08]
            cbz     w11, G_M000_IG29
 
G_M000_IG21:                ;; offset=0x01AC
            cmp     w11, #1
            beq     G_M000_IG26
 
G_M000_IG22:                ;; offset=0x01B4
            ldr     x0, [x22]
            movz    x11, #0x3C38
            movk    x11, #892 LSL #16
            movk    x11, #85 LSL #32
            ldr     xip0, [x11]
            blr     xip0
            mov     x1, x0
 
G_M000_IG23:                ;; offset=0x01D0
            ldr     x11, [x21, #0x08]
            ldr     x2, [x11, #0x40]
            ldr     w11, [x11, #0x48]
            and     w11, w1, w11
            add     w11, w11, #16
            ldrsb   wzr, [x2], #0x10
            ldr     x3, [x20]
            add     x3, x3, #1
            str     x3, [x2, w11, UXTW #3]
            ldr     x11, [x21, #0x08]
            ldrsb   wzr, [x11]
            add     x20, x11, #88
            ldrb    w11, [x20, #0x08]
            cbz     w11, G_M000_IG34
 
G_M000_IG24:                ;; offset=0x0208
            cmp     w11, #1
            beq     G_M000_IG32
 
G_M000_IG25:                ;; offset=0x0210
            ldr     x0, [x20]
            movz    x11, #0x3C40
            movk    x11, #892 LSL #16
            movk    x11, #85 LSL #32
            ldr     xip0, [x11]
            blr     xip0
            b       G_M000_IG18
 
G_M000_IG26:                ;; offset=0x022C
            ldr     x1, [x22]
            ldr     x2, [x1, #0x10]
            add     x2, x2, #64
            mov     x3, #1
            ldaddal x3, x2, [x2]
            add     x22, x2, #1
            sub     x2, x22, #1
            ldr     w3, [x1, #0x30]
            sub     x3, x22, w3, SXTW
            ldapur  x4, [x1, #0x80]
            cmp     x3, x4
            ccmp    x4, x2, 0, le
            ble     G_M000_IG28
 
G_M000_IG27:                ;; offset=0x0260
            mov     x0, x1
            mov     x1, x3
            movz    x3, #0xCF18
            movk    x3, #0x6E5 LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            blr     x3
 
G_M000_IG28:                ;; offset=0x027C
            mov     x1, x22
            b       G_M000_IG23
 
G_M000_IG29:                ;; offset=0x0284
            ldr     x22, [x22]
            ldr     x1, [x22, #0x68]
            add     x23, x1, #1
            ldr     w2, [x22, #0x20]
            sub     x2, x23, w2, SXTW
            ldr     x3, [x22, #0x70]
            cmp     x2, x3
            ccmp    x3, x1, 0, le
            ble     G_M000_IG31
 
G_M000_IG30:                ;; offset=0x02A8
            mov     x0, x22
            movz    x3, #0xCAC8
            movk    x3, #0x6E5 LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            blr     x3
 
G_M000_IG31:                ;; offset=0x02C0
            str     x23, [x22, #0x68]
            mov     x1, x23
            b       G_M000_IG23
 
G_M000_IG32:                ;; offset=0x02CC
            ldr     x11, [x20]
            ldr     x2, [x11, #0x28]
            ldp     w3, w4, [x11, #0x34]
            and     w3, w1, w3
            sbfiz   x3, x3, #2, #32
            add     x2, x2, x3
            lsr     x1, x1, x4
            stlr    w1, [x2]
            ldrb    w1, [x11, #0x3C]
            cbz     w1, G_M000_IG18
 
G_M000_IG33:                ;; offset=0x02F4
            ldr     x0, [x11, #0x08]
            movz    x11, #0x3C50
            movk    x11, #892 LSL #16
            movk    x11, #85 LSL #32
            ldr     xip0, [x11]
            blr     xip0
            b       G_M000_IG18
 
G_M000_IG34:                ;; offset=0x0310
            ldr     x11, [x20]
            ldr     x2, [x11, #0x10]
            stlur   x1, [x2, #0x40]
            ldrb    w1, [x11, #0x24]
            cbz     w1, G_M000_IG18
 
G_M000_IG35:                ;; offset=0x0324
            ldr     x0, [x11, #0x08]
            movz    x11, #0x3C48
            movk    x11, #892 LSL #16
            movk    x11, #85 LSL #32
            ldr     xip0, [x11]
            blr     xip0
            b       G_M000_IG18
 
G_M000_IG36:                ;; offset=0x0340
            add     x0, fp, #32
            movz    x1, #0xCED0
            movk    x1, #0x6E5 LSL #16
            movk    x1, #85 LSL #32
            ldr     x1, [x1]
            blr     x1
            brk     #0
 
G_M000_IG37:                ;; offset=0x035C
            ldr     x23, [sp, #0x58]
            ldp     x21, x22, [sp, #0x48]
            ldp     x19, x20, [sp, #0x38]
            ldp     fp, lr, [sp], #0x60
            ret     lr
 
G_M000_IG38:                ;; offset=0x0370
            stp     fp, lr, [sp, #-0x40]!
            stp     x19, x20, [sp, #0x18]
            stp     x21, x22, [sp, #0x28]
            str     x23, [sp, #0x38]
 
G_M000_IG39:                ;; offset=0x0380
            mov     x1, x0
            movz    x0, #0xC7A0
            movk    x0, #0x682 LSL #16
            movk    x0, #85 LSL #32
            bl      CORINFO_HELP_ISINSTANCEOFCLASS
            cbnz    x0, G_M000_IG41
 
G_M000_IG40:                ;; offset=0x0398
            mov     w0, wzr
            b       G_M000_IG42
 
G_M000_IG41:                ;; offset=0x03A0
            add     x0, fp, #48
            movz    x1, #0x79C0
            movk    x1, #0x61C LSL #16
            movk    x1, #85 LSL #32
            ldr     x1, [x1]
            blr     x1
            cmp     w0, #0
            cset    x0, ne
 
G_M000_IG42:                ;; offset=0x03C0
            ldr     x23, [sp, #0x38]
            ldp     x21, x22, [sp, #0x28]
            ldp     x19, x20, [sp, #0x18]
            ldp     fp, lr, [sp], #0x40
            ret     lr
 
G_M000_IG43:                ;; offset=0x03D4
            stp     fp, lr, [sp, #-0x40]!
            stp     x19, x20, [sp, #0x18]
            stp     x21, x22, [sp, #0x28]
            str     x23, [sp, #0x38]
 
G_M000_IG44:                ;; offset=0x03E4
            adr     x0, [G_M000_IG37]
 
G_M000_IG45:                ;; offset=0x03E8
            ldr     x23, [sp, #0x38]
            ldp     x21, x22, [sp, #0x28]
            ldp     x19, x20, [sp, #0x18]
            ldp     fp, lr, [sp], #0x40
            ret     lr
 
G_M000_IG46:                ;; offset=0x03FC
            stp     fp, lr, [sp, #-0x40]!
            stp     x19, x20, [sp, #0x18]
            stp     x21, x22, [sp, #0x28]
            str     x23, [sp, #0x38]
 
G_M000_IG47:                ;; offset=0x040C
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
            movz    x11, #0x3C28
            movk    x11, #892 LSL #16
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
 
G_M000_IG48:                ;; offset=0x0474
            ldr     x23, [sp, #0x38]
            ldp     x21, x22, [sp, #0x28]
            ldp     x19, x20, [sp, #0x18]
            ldp     fp, lr, [sp], #0x40
            ret     lr
 
; Total bytes of code 1160


; Assembly listing for method NDisruptor.Benchmarks.Micro.HopPath:DisruptorNetValueHop():long:this (Tier1)
; Emitting BLENDED_CODE for generic ARM64 on Unix
; Tier1 code
; optimized code
; fp based frame
; partially interruptible
; 4 inlinees with PGO data; 11 single block inlinees; 2 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
            stp     fp, lr, [sp, #-0x40]!
            stp     x19, x20, [sp, #0x18]
            stp     x21, x22, [sp, #0x28]
            str     x23, [sp, #0x38]
            mov     fp, sp
            mov     x19, x0
 
G_M000_IG02:                ;; offset=0x0018
            ldr     x20, [x19, #0x18]
            ldrsb   wzr, [x20]
            add     x21, x20, #88
            mov     x3, x21
            ldrb    w22, [x3, #0x08]
            cbnz    w22, G_M000_IG11
 
G_M000_IG03:                ;; offset=0x0030
            ldr     x22, [x3]
            ldr     x1, [x22, #0x68]
            add     x23, x1, #1
            ldr     w0, [x22, #0x20]
            sub     x2, x23, w0, SXTW
            ldr     x0, [x22, #0x70]
            cmp     x2, x0
            ccmp    x0, x1, 0, le
            bgt     G_M000_IG12
 
G_M000_IG04:                ;; offset=0x0054
            str     x23, [x22, #0x68]
 
G_M000_IG05:                ;; offset=0x0058
            ldr     x0, [x20, #0x40]
            ldr     w11, [x20, #0x48]
            and     w11, w23, w11
            add     w11, w11, #16
            ldrsb   wzr, [x0], #0x10
            mov     x1, #1
            str     x1, [x0, w11, UXTW #3]
            ldr     x0, [x19, #0x20]
            mov     x11, #0xFFFF
            add     x11, x23, x11
            str     x11, [x0, #0x10]
            ldrb    w20, [x21, #0x08]
            cbnz    w20, G_M000_IG15
 
G_M000_IG06:                ;; offset=0x008C
            ldr     x0, [x21]
            ldr     x11, [x0, #0x10]
            stlur   x23, [x11, #0x40]
            ldrb    w11, [x0, #0x24]
            cbnz    w11, G_M000_IG16
 
G_M000_IG07:                ;; offset=0x00A0
            ldr     x1, [x19, #0x20]
            ldr     x0, [x1, #0x08]
            ldr     x1, [x0]
            movz    x2, #0x4358
            movk    x2, #0x6CF LSL #16
            movk    x2, #85 LSL #32
            cmp     x1, x2
            bne     G_M000_IG18
 
G_M000_IG08:                ;; offset=0x00C0
            movz    x1, #0x3D58
            movk    x1, #0x65C0 LSL #16
            movk    x1, #85 LSL #32
            ldr     x1, [x1]
            movz    x2, #0x4450
            movk    x2, #0x6CF LSL #16
            movk    x2, #85 LSL #32
            ldr     x2, [x2]
            blr     x2
 
G_M000_IG09:                ;; offset=0x00E4
            ldr     x0, [x19, #0x20]
            ldr     x0, [x0, #0x18]
 
G_M000_IG10:                ;; offset=0x00EC
            ldr     x23, [sp, #0x38]
            ldp     x21, x22, [sp, #0x28]
            ldp     x19, x20, [sp, #0x18]
            ldp     fp, lr, [sp], #0x40
            ret     lr
 
G_M000_IG11:                ;; offset=0x0100
            cmp     w22, #1
            beq     G_M000_IG13
            ldr     x0, [x3]
            movz    x11, #0x3EF8
            movk    x11, #892 LSL #16
            movk    x11, #85 LSL #32
            ldr     xip0, [x11]
            blr     xip0
            mov     x23, x0
            b       G_M000_IG05
 
G_M000_IG12:                ;; offset=0x0128
            mov     x0, x22
            movz    x3, #0xCAC8
            movk    x3, #0x6E5 LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            blr     x3
            b       G_M000_IG04
 
G_M000_IG13:                ;; offset=0x0144
            ldr     x0, [x3]
            ldr     x1, [x0, #0x10]
            add     x1, x1, #64
            mov     x2, #1
            ldaddal x2, x1, [x1]
            add     x23, x1, #1
            sub     x2, x23, #1
            ldr     w1, [x0, #0x30]
            sub     x1, x23, w1, SXTW
            ldapur  x3, [x0, #0x80]
            cmp     x1, x3
            ccmp    x3, x2, 0, le
            ble     G_M000_IG14
            movz    x3, #0xCF18
            movk    x3, #0x6E5 LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            blr     x3
 
G_M000_IG14:                ;; offset=0x018C
            b       G_M000_IG05
 
G_M000_IG15:                ;; offset=0x0190
            cmp     w20, #1
            beq     G_M000_IG17
            ldr     x0, [x21]
            mov     x1, x23
            movz    x11, #0x3F00
            movk    x11, #892 LSL #16
            movk    x11, #85 LSL #32
            ldr     xip0, [x11]
            blr     xip0
            b       G_M000_IG07
 
G_M000_IG16:                ;; offset=0x01B8
            ldr     x0, [x0, #0x08]
            movz    x11, #0x3F08
            movk    x11, #892 LSL #16
            movk    x11, #85 LSL #32
            ldr     xip0, [x11]
            blr     xip0
            b       G_M000_IG07
 
G_M000_IG17:                ;; offset=0x01D4
            ldr     x0, [x21]
            ldr     x11, [x0, #0x28]
            ldp     w1, w2, [x0, #0x34]
            and     w1, w23, w1
            sbfiz   x1, x1, #2, #32
            add     x11, x11, x1
            lsr     x1, x23, x2
            stlr    w1, [x11]
            ldrb    w11, [x0, #0x3C]
            cbz     w11, G_M000_IG07
            ldr     x0, [x0, #0x08]
            movz    x11, #0x3F10
            movk    x11, #892 LSL #16
            movk    x11, #85 LSL #32
            ldr     xip0, [x11]
            blr     xip0
            b       G_M000_IG07
 
G_M000_IG18:                ;; offset=0x0218
            movz    x1, #0x3D58
            movk    x1, #0x65C0 LSL #16
            movk    x1, #85 LSL #32
            ldr     x1, [x1]
            movz    x11, #0x3EF0
            movk    x11, #892 LSL #16
            movk    x11, #85 LSL #32
            ldr     xip0, [x11]
            blr     xip0
            b       G_M000_IG09
 
; Total bytes of code 576


